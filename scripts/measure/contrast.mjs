#!/usr/bin/env node
/** `npm run contrast`: WCAG 2.2 contrast (1.4.3, 1.4.11) of the colour pairs the site draws, both themes, from tokens.css. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** @type {[foreground: string, background: string, minimum: number, where: string][]} */
export const PAIRS = [
  ['text', 'bg', 4.5, 'body text'],
  ['text', 'bg-subtle', 4.5, 'text on tinted sections'],
  ['text', 'bg-muted', 4.5, 'text on hovered rows'],
  ['text', 'surface', 4.5, 'text on cards'],
  ['text', 'header-bg', 4.5, 'header links'],
  ['text-muted', 'bg', 4.5, 'secondary text'],
  ['text-muted', 'bg-subtle', 4.5, 'secondary text on tinted sections'],
  ['text-muted', 'surface', 4.5, 'secondary text on cards'],
  ['text-muted', 'bg-muted', 4.5, 'secondary text on muted'],
  ['accent', 'bg', 4.5, 'links, outlined buttons'],
  ['accent', 'surface', 4.5, 'links on cards'],
  ['accent', 'bg-subtle', 4.5, 'links on tinted sections'],
  ['accent', 'accent-soft', 4.5, 'outlined button, hovered'],
  ['on-accent', 'accent', 4.5, 'chosen theme, carousel dot'],
  ['on-accent', 'accent-hover', 4.5, 'accent, hovered'],
  ['on-action', 'action', 4.5, 'primary button'],
  ['on-action', 'action-hover', 4.5, 'primary button, hovered'],
  ['action', 'bg', 3, 'primary button edge on the page'],
  ['edge-inverse', 'bg', 3, 'edge of a dark block on the page'],
  ['text-inverse', 'bg-inverse', 4.5, 'hero, footer'],
  ['text-inverse', 'bg-inverse-raised', 4.5, 'raised on dark'],
  ['text-inverse-muted', 'bg-inverse', 4.5, 'footer text'],
  ['accent-on-inverse', 'bg-inverse', 4.5, 'accent on dark'],
  ['on-highlight', 'highlight', 4.5, 'badges'],
  ['success', 'surface', 4.5, 'delivered, sent'],
  ['danger', 'surface', 4.5, 'errors'],
  ['danger', 'bg', 4.5, 'errors on the page'],
  ['border-strong', 'bg', 3, 'field and control borders'],
  ['border-strong', 'surface', 3, 'field borders on cards'],
  ['accent', 'bg', 3, 'button edge'],
  ['focus', 'bg', 3, 'focus ring'],
  ['focus', 'bg-subtle', 3, 'focus ring on tinted sections'],
  ['focus', 'surface', 3, 'focus ring on cards'],
  ['focus-on-inverse', 'bg-inverse', 3, 'focus ring on dark'],
]

const hex = (value) => {
  const rgb = value.match(/^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/)
  if (rgb) return { rgb: rgb.slice(1, 4).map(Number), alpha: rgb[4] === undefined ? 1 : Number(rgb[4]) }
  const n = parseInt(value.slice(1), 16)
  return { rgb: [n >> 16, (n >> 8) & 255, n & 255], alpha: 1 }
}

const luminance = ([r, g, b]) =>
  [r, g, b]
    .map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0)

export function ratio(foreground, background) {
  const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x)
  return (a + 0.05) / (b + 0.05)
}

export function themes(css = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8')) {
  const palette = Object.fromEntries(
    [...css.matchAll(/--palette-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]),
  )
  const value = (text) => {
    const ref = text.match(/^var\(--palette-([\w-]+)\)$/)
    return hex(ref ? palette[ref[1]] : text)
  }
  const lightBlock = css.slice(0, css.indexOf('@supports'))
  const darkBlock = css.slice(css.indexOf('@supports'), css.indexOf(':root[data-theme'))
  /** @type {Record<string, { rgb: number[], alpha: number }>} */
  const light = {}
  for (const [, name, text] of lightBlock.matchAll(/--color-([\w-]+):\s*([^;]+);/g)) {
    if (/^(var\(--palette|#|rgb\()/.test(text.trim())) light[name] = value(text.trim())
  }
  const dark = { ...light }
  for (const [, name, lightText, darkText] of darkBlock.matchAll(
    /--color-([\w-]+):\s*light-dark\(((?:[^(),]|\([^)]*\))+),\s*((?:[^(),]|\([^)]*\))+)\);/g,
  )) {
    light[name] = value(lightText.trim())
    dark[name] = value(darkText.trim())
  }
  return { light, dark }
}

const over = ({ rgb, alpha }, { rgb: base }) => rgb.map((c, i) => Math.round(c * alpha + base[i] * (1 - alpha)))

/** @param {string} [css] @returns {{ pair: string, where: string, min: number, light: number, dark: number }[]} */
export function contrastRows(css) {
  const { light, dark } = themes(css)
  return PAIRS.map(([fg, bg, min, where]) => {
    const row = { pair: `${fg} on ${bg}`, where, min, light: 0, dark: 0 }
    for (const [name, theme] of [
      ['light', light],
      ['dark', dark],
    ]) {
      if (!theme[fg] || !theme[bg]) throw new Error(`no --color-${theme[fg] ? bg : fg} in tokens.css`)
      row[name] = Math.round(ratio(over(theme[fg], theme.bg), over(theme[bg], theme.bg)) * 100) / 100
    }
    return row
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = contrastRows()
  console.log("WCAG contrast of the site's colour pairs (min: 4.5 text, 3 UI parts and focus):")
  console.table(rows)
  const failing = rows.filter((row) => row.light < row.min || row.dark < row.min)
  if (failing.length) {
    console.error(`${failing.length} pair(s) below their minimum`)
    process.exitCode = 1
  }
}
