import { intlLocale, type Lang } from '../content/locale'

const formats = new Map<Lang, Intl.NumberFormat>()

/** `3000` → `$3,000` in English, `‏3,000 US$` in Arabic (Western digits): the same text on the server and in every browser. */
export function formatPrice(amount: number, lang: Lang = 'en'): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    formats.set(lang, format)
  }
  // Intl joins the amount and `US$` with a no-break space: with large text the two may wrap, not overflow.
  return format.format(amount).replace(/\u00a0/g, ' ')
}
