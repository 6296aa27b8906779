import { DEFAULT_LANG, intlLocale, type Lang } from './locale'

const formats = new Map<Lang, Intl.NumberFormat>()

/** `3000` → `$3,000` in English, `‏3,000 US$` in Arabic (Western digits): the same text on the server and in every browser. */
export function formatPrice(amount: number, lang: Lang = DEFAULT_LANG): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    formats.set(lang, format)
  }
  // Intl joins the amount and `US$` with a no-break space: with large text the two may wrap, not overflow.
  return format.format(amount).replace(/\u00a0/g, ' ')
}

/** A price inside a sentence, isolated left to right as `<bdi dir="ltr">` would be (Unicode's LRI … PDI), so Arabic keeps `US$` after the amount. */
export const priceInText = (amount: number, lang: Lang = DEFAULT_LANG) => `\u2066${formatPrice(amount, lang)}\u2069`

/** `12, 'month'` → "12 months", "12 شهرًا" (Arabic's plural forms, "6 أشهر", "شهر" for 1): a figure and its unit, for any value. */
export function formatUnit(value: number, unit: 'hour' | 'day' | 'month', lang: Lang = DEFAULT_LANG): string {
  return new Intl.NumberFormat(intlLocale[lang], { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

const DURATION_UNITS: Record<string, 'hour' | 'day' | 'month'> = {
  draftHours: 'hour',
  waitingDays: 'day',
  keepMonths: 'month',
  offlineHours: 'hour',
}

export const formatFigures = (figures: Record<string, number | string>, lang: Lang) =>
  Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [
      name,
      name in DURATION_UNITS && typeof value === 'number'
        ? formatUnit(value, DURATION_UNITS[name]!, lang)
        : String(value),
    ]),
  )

/** "in 4 Weeks", "في 4 أسابيع": a figure never ends a line apart from the word after it. */
export const keepFiguresWithWords = (text: string) => text.replace(/(\d[\d,.%]*) (?=\S)/gu, '$1\u00a0')
