/** Where the row fits, from its words at build time, in rem: an upper bound from DejaVu Sans Bold, the widest common fallback. */

export interface HeaderWords {
  name: string
  sections: string[]
  otherLanguage: string
  getStarted: string
}

const PADDING = 4 // --container-pad at its largest, both sides
const THEME_CONTROL = 8.25 // three 2.5rem buttons, their gaps, padding and border

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

export function fullRowWidth({ name, sections, otherLanguage, getStarted }: HeaderWords) {
  const text = 1.0625 // --font-size-md
  const logo = 2 + 0.5 + em(name) * 1.25 // the mark, its gap, the name in --font-size-lg
  const links = sections.reduce((sum, label) => sum + em(label) * text + 1, 0) + (sections.length - 1) * 0.25
  const language = em(otherLanguage) * text + 1
  const cta = em(getStarted) * text + 3.25 // --space-5 on each side and a 2px border
  return logo + links + language + THEME_CONTROL + cta + 4 * 0.75 // --space-3 between the five
}

const THEME_CONTROL_FROM = 64 // Header.module.css: the drawer, which has it below, stays until then

export const fullRowFrom = (words: HeaderWords) =>
  Math.max(THEME_CONTROL_FROM, Math.ceil(fullRowWidth(words) + PADDING))

/** From the width these words need, the row (class `row`) turns the full row on and is as wide as they are. */
export const fullRowRule = (words: HeaderWords, row: string) =>
  `@container header (min-width: ${fullRowFrom(words)}rem) { .${row} { --full: ; --full-row: ${fullRowWidth(words).toFixed(3)}rem; } }`
