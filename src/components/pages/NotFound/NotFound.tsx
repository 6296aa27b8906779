import { caseStudyPage, notFoundPage } from '../../../content/pages'
import { Island } from '../../../islands/Island'
import { useLang } from '../../../lib/page-context'

/** The root route's not-found page: its message depends on the address asked, known only in the browser. */
export function NotFound() {
  const lang = useLang()
  return (
    <Island
      name="not-found"
      hydrate="load"
      props={{
        copy: {
          code: notFoundPage[lang].code,
          title: notFoundPage[lang].title,
          pathLabel: notFoundPage[lang].pathLabel,
          home: notFoundPage[lang].home,
          caseStudyTitle: caseStudyPage[lang].notFoundTitle,
          caseStudyText: caseStudyPage[lang].notFoundText,
          caseStudyHome: caseStudyPage[lang].notFoundHome,
        },
      }}
    />
  )
}
