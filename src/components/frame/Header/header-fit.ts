/**
 * Where the header's whole row (logo, sections, language link, theme control, Get Started) fits on
 * one line, worked out from its own words at build time: below that width the sections are in the
 * drawer (Header.module.css). A browser measures nothing, so every width here is an upper bound:
 * each character's advance in DejaVu Sans Bold (Linux's default, the widest common system font
 * the site's font stack falls back to), rounded up. Sizes are in rem, as the stylesheet's.
 */

export interface HeaderWords {
  name: string
  sections: string[]
  otherLanguage: string
  getStarted: string
}

/** Widths the row may start at (rem): the stylesheet has a container query for each. */
export const FULL_ROW_STEPS = [64, 72, 80, 88, 96, 104, 112, 120] as const
export type FullRowStep = (typeof FULL_ROW_STEPS)[number]

/** The header's padding on both sides at these widths (`--container-pad` at its largest). */
const PADDING = 4
/** The theme control's three 2.5rem buttons, their gaps, padding and border. */
const THEME_CONTROL = 8.25

/** Advance of a character of the header's semibold text, in em, at least what DejaVu Sans Bold draws. */
function advance(char: string) {
  if (/[\s.,:;'!|()[\]\-fijlrtI\u0627\u0623\u0625\u0622]/.test(char)) return 0.5
  if (/[mwMW@%]/.test(char)) return 1.1
  // Arabic's seen and saad families draw about 1em in running text; its other letters join narrower.
  if (/[\u0633-\u0636]/.test(char)) return 1.05
  if (/[\u0600-\u06ff]/.test(char)) return 0.7
  if (/[A-Z]/.test(char)) return 0.85
  if (/[\x21-\x7e]/.test(char)) return 0.72
  return 1
}

const em = (text: string) => [...text].reduce((sum, char) => sum + advance(char), 0)

/** Width of the whole row (rem), without the header's own padding. */
export function fullRowWidth({ name, sections, otherLanguage, getStarted }: HeaderWords) {
  const text = 1.0625 // --font-size-md
  const logo = 2 + 0.5 + em(name) * 1.25 // the mark, its gap, the name in --font-size-lg
  const links = sections.reduce((sum, label) => sum + em(label) * text + 1, 0) + (sections.length - 1) * 0.25
  const language = em(otherLanguage) * text + 1
  const cta = em(getStarted) * text + 3.25 // --space-5 on each side and a 2px border
  return logo + links + language + THEME_CONTROL + cta + 4 * 0.75 // --space-3 between the five
}

/** The first step at which the whole row fits, or none: the sections then stay in the drawer. */
export function fullRowFrom(words: HeaderWords): FullRowStep | undefined {
  const needed = fullRowWidth(words) + PADDING
  return FULL_ROW_STEPS.find((step) => step >= needed)
}
