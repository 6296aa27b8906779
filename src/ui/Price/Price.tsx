import { formatPrice } from '../../ground/format'
import { useLang } from '../../lib/page-context'

/** A price as `Intl` writes it for the page's language, isolated left to right: else Arabic draws `$US 3,000`. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatPrice(amount, useLang())}
    </bdi>
  )
}
