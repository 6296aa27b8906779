import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { caseStudies } from '../src/content/case-studies.ts'
import { hero } from '../src/content/home.ts'
import { site } from '../src/content/site.ts'
import type { CaseStudy } from '../src/content/types.ts'
import { SHARE_IMAGE_SIZE } from '../src/lib/media.ts'
import { BRAND, LOGO_MARK } from '../src/styles/brand.mjs'

const require = createRequire(import.meta.url)
/** Fonts ship with a package, so the images look the same on every machine. */
const FONTS = ['700Bold/Inter_700Bold.ttf', '400Regular/Inter_400Regular.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
)
const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE
const INK = BRAND.ink

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by an average glyph width; enough for short headlines and summaries. */
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

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string) {
  return lines
    .map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" font-size="${size}" ${attrs}>${escape(line)}</text>`)
    .join('')
}

const mark = `<g transform="translate(80 72) scale(1.75)">${LOGO_MARK}</g>`

function card({ accent, eyebrow, title, body, footer }: { accent: string; eyebrow: string; title: string; body: string; footer: string }) {
  const titleLines = wrap(title, 26, 2)
  const bodyTop = 290 + (titleLines.length - 1) * 78 + 72
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="0.75" stop-color="${INK}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="1080" cy="60" r="260" fill="#ffffff" opacity="0.06"/>
${mark}
<text x="156" y="113" font-family="Inter" font-weight="700" font-size="34" fill="#ffffff">${escape(site.name)}</text>
<text x="80" y="210" font-family="Inter" font-weight="700" font-size="26" fill="${BRAND.amber}" letter-spacing="2">${escape(eyebrow.toUpperCase())}</text>
${textLines(titleLines, 80, 290, 68, 78, 'font-family="Inter" font-weight="700" fill="#ffffff"')}
${textLines(wrap(body, 58, 3), 80, bodyTop, 30, 42, 'font-family="Inter" font-weight="400" fill="#dfe2ec"')}
<text x="80" y="575" font-family="Inter" font-weight="700" font-size="26" fill="#ffffff">${escape(footer)}</text>
</svg>`
}

export function caseStudyCard(study: CaseStudy): string {
  return card({
    accent: study.colour,
    eyebrow: `Case study · ${study.industry}`,
    title: study.company,
    body: study.description,
    footer: `Delivered in 4 weeks · ${site.name}`,
  })
}

export function siteCard(): string {
  return card({ accent: BRAND.accent, eyebrow: hero.eyebrow, title: hero.headline, body: site.description, footer: hero.cta })
}

function render(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: WIDTH },
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  })
  return resvg.render().asPng()
}

/** Writes og/site.png and og/case-study/<slug>.png (1200 × 630) into the build folder. */
export async function writeShareImages(outDir: string): Promise<string[]> {
  const images: [string, string][] = [
    ['og/site.png', siteCard()],
    ...caseStudies.map((study): [string, string] => [`og/case-study/${study.slug}.png`, caseStudyCard(study)]),
  ]
  for (const [file, svg] of images) {
    const path = join(outDir, file)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, render(svg))
  }
  return images.map(([file]) => file)
}
