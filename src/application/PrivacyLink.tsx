import { BaseLink } from '../ui/Link/Link'
import { useApplicationCopy } from './copy-context'

/** To the privacy notice in the form's language: a plain link, as the notice loads no form provider. */
export function PrivacyLink() {
  const { page } = useApplicationCopy()
  return <BaseLink href={page.privacyPath}>{page.privacyLink}</BaseLink>
}
