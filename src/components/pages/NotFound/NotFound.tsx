import { caseStudyPage, notFoundPage } from '../../../content/pages'
import { Island } from '../../../islands/Island'

/** The root route's not-found page: its message depends on the address asked, known only in the browser. */
export function NotFound() {
  return (
    <Island
      name="not-found"
      hydrate="load"
      props={{
        copy: {
          code: notFoundPage.code,
          title: notFoundPage.title,
          pathLabel: notFoundPage.pathLabel,
          home: notFoundPage.home,
          caseStudyTitle: caseStudyPage.notFoundTitle,
          caseStudyText: caseStudyPage.notFoundText,
          caseStudyHome: caseStudyPage.notFoundHome,
        },
      }}
    />
  )
}
