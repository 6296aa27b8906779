import { alternatePath } from '../../../ground/locale'
import { usePage } from '../../../lib/page-context'
import { BaseLink, type LinkVariant } from '../../../ui/Link/Link'

/** The same page in the other language, named in that language (and marked so, for a screen reader's voice). */
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
  const other = page.lang === 'en' ? 'ar' : 'en'
  return (
    <BaseLink
      href={alternatePath(page.path, other)}
      lang={other}
      hrefLang={other}
      variant={variant}
      className={className}
    >
      {label}
    </BaseLink>
  )
}
