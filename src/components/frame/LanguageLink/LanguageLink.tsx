import { alternatePath, nativeName, otherLangs } from '../../../ground/locale'
import { usePage } from '../../../lib/page-context'
import { BaseLink, type LinkVariant } from '../../../ui/Link/Link'

/**
 * The same page in every other language, each named in that language (and marked so, for a screen reader's voice):
 * with one other, by the content's label; with more, by each one's name in itself.
 */
export function LanguageLink({
  label,
  variant = 'nav',
  className,
}: {
  label: string
  variant?: LinkVariant
  className?: string
}) {
  const page = usePage()
  const others = otherLangs(page.lang)
  return others.map((other) => (
    <BaseLink
      key={other}
      href={alternatePath(page.path, other)}
      lang={other}
      hrefLang={other}
      variant={variant}
      className={className}
    >
      {others.length === 1 ? label : nativeName(other)}
    </BaseLink>
  ))
}
