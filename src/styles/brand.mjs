/**
 * The brand's colours and mark, in one place for everything that draws them outside the
 * stylesheet: the browser's theme colour, the icons and favicon (scripts/media.mjs), the share
 * images (scripts/share-images.ts) and the Logo component. tokens.css repeats the colours (CSS
 * cannot import them); src/styles/brand.test.ts keeps the two equal.
 */
export const BRAND = {
  /** --palette-ink-900 */
  ink: '#0d1330',
  /** --palette-ink-1000, the dark theme's hero */
  night: '#03050f',
  /** --palette-violet-600 */
  accent: '#5b3ef0',
  /** --palette-amber-400 */
  amber: '#ffc24b',
}

/** The mark's "L" and loop, as an SVG path in a 32×32 box. */
export const LOGO_PATH = 'M10 22.5V9.5 M10 22.5h7 M16 16a6 6 0 1 1 6 6'

/** The whole mark as SVG markup in a 32×32 box, for images drawn outside the page. */
export const LOGO_MARK = `<rect width="32" height="32" rx="9" fill="${BRAND.accent}"/><path d="${LOGO_PATH}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="22" cy="10" r="2.2" fill="${BRAND.amber}"/>`
