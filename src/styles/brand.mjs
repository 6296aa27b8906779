/** The brand for what draws outside the stylesheet; tokens.css repeats the colours, and brand.test.ts keeps them equal. */
export const BRAND = {
  /** --palette-ink-900 */
  ink: '#0d1330',
  /** --palette-ink-1000 */
  night: '#03050f',
  /** --palette-violet-600 */
  accent: '#5b3ef0',
  /** --palette-amber-400 */
  amber: '#ffc24b',
}

export const LOGO_PATH = 'M10 22.5V9.5 M10 22.5h7 M16 16a6 6 0 1 1 6 6'

export const LOGO_MARK = `<rect width="32" height="32" rx="9" fill="${BRAND.accent}"/><path d="${LOGO_PATH}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="22" cy="10" r="2.2" fill="${BRAND.amber}"/>`
