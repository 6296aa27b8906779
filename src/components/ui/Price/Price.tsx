import { formatPrice } from '../../../lib/format'
import { useLang } from '../../../lib/page-context'

/**
 * A price as `Intl` writes it for the page's language, isolated and left to right: in Arabic the
 * amount and `US$` keep their order inside right-to-left text (without it, `$US 3,000`).
 */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatPrice(amount, useLang())}
    </bdi>
  )
}
