import { caseStudyPage, notFoundPage } from '../../../content/pages'
import { Island } from '../../../islands/Island.server'
import { useLang } from '../../../lib/page-context'
import { NotFoundMessage } from './NotFoundMessage.island'

/** The root route's not-found page: its message depends on the address asked, known only in the browser. */
export function NotFound() {
  const lang = useLang()
  return <Island component={NotFoundMessage} hydrate="load" props={{ copy: notFoundPage[lang], caseStudy: caseStudyPage[lang] }} />
}
