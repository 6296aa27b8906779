import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { caseStudiesIn } from '../../src/content/case-studies.ts'
import { hero } from '../../src/content/home.ts'
import { DEFAULT_LANG, direction, LANGS, LOCALES, type Lang } from '../../src/ground/locale.ts'
import { meta } from '../../src/content/meta.ts'
import { site, siteText } from '../../src/content/site.ts'
import type { CaseStudy } from '../../src/content/types.ts'
import { fill } from '../../src/ground/fill.ts'
import { SHARE_IMAGE_SIZE, shareImagePath } from '../../src/lib/media.ts'
import { BRAND, LOGO_MARK } from '../../src/styles/brand.mjs'

const require = createRequire(import.meta.url)
/** Fonts ship with packages, so the images look the same on every machine: each language's, from the locale table. */
const FONTS = [...new Set(LANGS.flatMap((lang) => LOCALES[lang].font.imageFiles))].map((file) => require.resolve(file))
const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE
const INK = BRAND.ink

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = kept[maxLines - 1].replace(/[\s,.;:]*\S*$/, '') + '…'
    return kept
  }
  return lines
}

/** Right-to-left lines end at the right margin, each a right-to-left isolate: resvg honours that, not `direction`. */
function textLines(lines: string[], y: number, size: number, lineHeight: number, attrs: string, lang: Lang) {
  const rtl = direction[lang] === 'rtl'
  const x = rtl ? WIDTH - 80 : 80
  const anchor = rtl ? ' text-anchor="end" direction="rtl"' : ''
  const ordered = (line: string) => (rtl ? `\u2067${line}\u2069` : line)
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" font-size="${size}"${anchor} ${attrs}>${escape(ordered(line))}</text>`,
    )
    .join('')
}

const mark = `<g transform="translate(80 72) scale(1.75)">${LOGO_MARK}</g>`

interface Card {
  lang: Lang
  accent: string
  eyebrow: string
  title: string
  body: string
  footer: string
}

function card({ lang, accent, eyebrow, title, body, footer }: Card) {
  const titleLines = wrap(title, 26, 2)
  const bodyTop = 290 + (titleLines.length - 1) * 78 + 72
  const { font: faces, capitals } = LOCALES[lang]
  const font = `font-family="${faces.image}"`
  const eyebrowText = capitals ? eyebrow.toUpperCase() : eyebrow
  const spacing = capitals ? ' letter-spacing="2"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="0.75" stop-color="${INK}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="1080" cy="60" r="260" fill="#ffffff" opacity="0.06"/>
${mark}
<text x="156" y="113" font-family="Inter" font-weight="700" font-size="34" fill="#ffffff">${escape(site.name)}</text>
${textLines([eyebrowText], 210, 26, 0, `${font} font-weight="700" fill="${BRAND.amber}"${spacing}`, lang)}
${textLines(titleLines, 290, 68, 78, `${font} font-weight="700" fill="#ffffff"`, lang)}
${textLines(wrap(body, 58, 3), bodyTop, 30, 42, `${font} font-weight="400" fill="#dfe2ec"`, lang)}
${textLines([footer], 575, 26, 0, `${font} font-weight="700" fill="#ffffff"`, lang)}
</svg>`
}

export function caseStudyCard(study: CaseStudy, lang: Lang = DEFAULT_LANG): string {
  return card({
    lang,
    accent: study.colour,
    eyebrow: fill(meta[lang].shareCaseStudyEyebrow, { industry: study.industry }),
    title: study.company,
    body: study.description,
    footer: meta[lang].shareCaseStudyFooter,
  })
}

export function siteCard(lang: Lang = DEFAULT_LANG): string {
  const words = hero[lang]
  return card({
    lang,
    accent: BRAND.accent,
    eyebrow: words.eyebrow,
    title: words.headline,
    body: siteText[lang].description,
    footer: words.cta,
  })
}

function render(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: WIDTH },
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  })
  return resvg.render().asPng()
}

export async function writeShareImages(outDir: string): Promise<string[]> {
  const file = (name: string, lang: Lang) => shareImagePath(name, lang).slice(1)
  const images: [string, string][] = LANGS.flatMap((lang) => [
    [file('site', lang), siteCard(lang)] as [string, string],
    ...caseStudiesIn(lang).map((study): [string, string] => [
      file(`case-study/${study.slug}`, lang),
      caseStudyCard(study, lang),
    ]),
  ])
  for (const [file, svg] of images) {
    const path = join(outDir, file)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, render(svg))
  }
  return images.map(([file]) => file)
}
