#!/usr/bin/env node
/** The documents' screenshots (after `npm run build`) into docs/themes/, docs/arabic/ and docs/widths/. */
import { mkdir, writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { builtPages, templates } from '../measure/built-pages.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'

const docs = new URL('../../docs/', import.meta.url).pathname
/** A phone, a tablet upright and sideways, a laptop, a desktop: each with its usual height. */
const SCREENS = [
  [390, 844],
  [768, 1024],
  [1024, 768],
  [1280, 800],
  [1920, 1080],
]
/** One page of each of these kinds in each language. */
const atEveryWidth = templates(builtPages()).filter((page) => ['home', 'case-study', 'application'].includes(page.kind))
/** Its file under docs/widths/, without the theme. */
const widthShot = (page, width) => `${page.kind}-${page.lang}-${width}`
/** [file under docs/, address, width, height, whole page] */
const shots = [
  ['themes/home', '/', 1280, 800, false],
  ['themes/case-study', '/case-study/moneymind', 390, 844, false],
  ...[390, 1280].flatMap((width) =>
    [
      ['home', '/ar/'],
      ['case-study', '/ar/case-study/moneymind'],
      ['application', '/ar/get-started'],
    ].map(([name, path]) => [`arabic/${name}-${width}`, path, width, width < 600 ? 844 : 800, true]),
  ),
  ...SCREENS.flatMap(([width, height]) =>
    atEveryWidth.map((page) => [`widths/${widthShot(page, width)}`, page.path, width, height, false]),
  ),
]

/** docs/widths/README.md: every width of each page side by side, a table per theme. */
const widthsIndex = () =>
  [
    '# Every width',
    '',
    `Written by \`node scripts/assets/doc-screenshots.mjs\`: the first screen of each page, as a visitor opens it.`,
  ]
    .concat(
      ...['light', 'dark'].map((scheme) => [
        '',
        `## ${scheme[0].toUpperCase()}${scheme.slice(1)}`,
        '',
        `| | ${SCREENS.map(([width]) => `${width} px`).join(' | ')} |`,
        `|---|${SCREENS.map(() => '---|').join('')}`,
        ...atEveryWidth.map(
          (page) =>
            `| ${page.path} | ${SCREENS.map(([width]) => `![](${widthShot(page, width)}-${scheme}.png)`).join(' | ')} |`,
        ),
      ]),
    )
    .join('\n')

const server = createStaticServer()
const base = await listenOnLoopback(server)
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
try {
  await mkdir(`${docs}arabic`, { recursive: true })
  await mkdir(`${docs}widths`, { recursive: true })
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    for (const [name, path, width, height, fullPage] of shots) {
      const page = await browser.newPage({
        viewport: { width: Number(width), height: Number(height) },
        colorScheme,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      })
      await page.goto(`${base}${path}`)
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(
        () => !document.querySelector('[data-island][data-hydrate="load"]:not([data-hydrated])'),
      )
      await page.screenshot({ path: `${docs}${name}-${colorScheme}.png`, fullPage: Boolean(fullPage) })
      await page.close()
    }
  }
  await writeFile(`${docs}widths/README.md`, `${widthsIndex()}\n`)
} finally {
  await browser.close()
  server.close()
}
