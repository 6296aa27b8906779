/**
 * Where the header's whole row (logo, sections, language link, theme control, Get Started) fits on
 * one line, worked out from its own words at build time: below that width the sections are in the
 * drawer (Header.module.css). A browser measures nothing, so every width here is an upper bound:
 * each character's advance in DejaVu Sans Bold (Linux's default, the widest common system font
 * the site's font stack falls back to), rounded up, for words (Arabic letters set apart draw wider
 * than joined). Sizes are in rem, as the stylesheet's.
 */

export interface HeaderWords {
  name: string
  sections: string[]
  otherLanguage: string
  getStarted: string
}

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

/** Where the theme control joins the row (Header.module.css): the drawer, which has it below, stays until then. */
const THEME_CONTROL_FROM = 64

/** The header's width (rem, whole) from which the whole row fits: the row and the header's padding. */
export const fullRowFrom = (words: HeaderWords) => Math.max(THEME_CONTROL_FROM, Math.ceil(fullRowWidth(words) + PADDING))

/**
 * The header's own rule for these words, which React hoists into the page's head: from the width
 * they need, the row (its element's class `row`) turns the full row on and is as wide as they are.
 */
export const fullRowRule = (words: HeaderWords, row: string) =>
  `@container header (min-width: ${fullRowFrom(words)}rem) { .${row} { --full: ; --full-row: ${fullRowWidth(words).toFixed(3)}rem; } }`
