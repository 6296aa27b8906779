#!/usr/bin/env node
/** `node scripts/assets/media.mjs`: every image and the hero video, from code (product screens: screens.mjs, drawn by Chromium); needs ffmpeg (Debian's), and its outputs are committed. */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { LOCALES } from '../../src/ground/locales.mjs'
import { BRAND, LOGO_MARK } from '../../src/styles/brand.mjs'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { caseStudyScreens, heroScreen } from './screens.mjs'

const PUBLIC = new URL('../../public/', import.meta.url).pathname
const { ink: INK, accent: ACCENT } = BRAND

const ffmpeg = (...args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args])
const work = mkdtempSync(join(tmpdir(), 'media-'))

function svgFile(name, svg) {
  const path = join(work, `${name}.svg`)
  writeFileSync(path, svg)
  return path
}

function webp(svgPath, outBase, widths, quality = 78) {
  for (const width of widths) {
    ffmpeg(
      '-i',
      svgPath,
      '-vf',
      `scale=${width}:-1:flags=lanczos`,
      '-c:v',
      'libwebp',
      '-quality',
      String(quality),
      `${outBase}-${width}.webp`,
    )
  }
}

function png(svgPath, out, size) {
  ffmpeg('-i', svgPath, '-vf', `scale=${size}:${size}:flags=lanczos`, out)
}

const mark = (size, pad = 0) => {
  const s = size - pad * 2
  const k = s / 32
  return `<g transform="translate(${pad} ${pad}) scale(${k})">${LOGO_MARK}</g>`
}
writeFileSync(
  join(PUBLIC, 'favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark(32)}</svg>\n`,
)
mkdirSync(join(PUBLIC, 'icons'), { recursive: true })
const icon = svgFile(
  'icon',
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${mark(512)}</svg>`,
)
const maskable = svgFile(
  'maskable',
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${ACCENT}"/>${mark(512, 80)}</svg>`,
)
const touch = svgFile(
  'touch',
  `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" fill="${INK}"/>${mark(180, 26)}</svg>`,
)
png(icon, join(PUBLIC, 'icons/icon-192.png'), 192)
png(icon, join(PUBLIC, 'icons/icon-512.png'), 512)
png(maskable, join(PUBLIC, 'icons/maskable-512.png'), 512)
png(touch, join(PUBLIC, 'icons/apple-touch-icon.png'), 180)

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const tab = await browser.newPage()
async function render(html, width, height, path) {
  await tab.setViewportSize({ width, height })
  await tab.setContent(html)
  await tab.evaluate(() => document.fonts.ready)
  await tab.screenshot({ path })
  return path
}

const CASE_STUDIES = new URL('../../content/case-studies/', import.meta.url).pathname
for (const { slug, lang, scheme, html } of caseStudyScreens(CASE_STUDIES)) {
  // The names the case studies' files give their pictures: moneymind.webp, moneymind-ar-dark.webp…
  const name = [slug, lang === Object.keys(LOCALES)[0] ? '' : lang, scheme === 'dark' ? 'dark' : '']
    .filter(Boolean)
    .join('-')
  const shot = await render(html, 1200, 800, join(work, `${name}.png`))
  await sharp(shot)
    .webp({ quality: 90 })
    .toFile(join(CASE_STUDIES, `${name}.webp`))
}

const stages = []
for (const week of [0, 1, 2, 3]) stages.push(await render(heroScreen(week), 1280, 720, join(work, `stage-${week}.png`)))
await browser.close()
webp(stages[3], join(PUBLIC, 'media/hero-poster'), [480, 960, 1280], 60)
// 12 frames a second and short fades: a screen's detail costs bytes, still frames almost none.
const inputs = stages.flatMap((path) => ['-loop', '1', '-t', '4.5', '-framerate', '12', '-i', path])
const fades =
  '[0][1]xfade=transition=fade:duration=0.6:offset=3.5[a];[a][2]xfade=transition=fade:duration=0.6:offset=7[b];[b][3]xfade=transition=fade:duration=0.6:offset=10.5,scale=960:540,format=yuv420p[v]'
ffmpeg(
  ...inputs,
  '-filter_complex',
  fades,
  '-map',
  '[v]',
  '-t',
  '14',
  '-an',
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '44',
  '-row-mt',
  '1',
  join(PUBLIC, 'media/hero.webm'),
)
ffmpeg(
  ...inputs,
  '-filter_complex',
  fades,
  '-map',
  '[v]',
  '-t',
  '14',
  '-an',
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-crf',
  '31',
  '-movflags',
  '+faststart',
  join(PUBLIC, 'media/hero.mp4'),
)

rmSync(work, { recursive: true, force: true })
console.log('media written to public/')
