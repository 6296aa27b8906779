#!/usr/bin/env node
/** `node scripts/media.mjs`: every image and the hero video, from code; needs ffmpeg (Debian's), and its outputs are committed. */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BRAND, LOGO_MARK } from '../src/styles/brand.mjs'

const PUBLIC = new URL('../public/', import.meta.url).pathname
const { ink: INK, accent: ACCENT, amber: AMBER } = BRAND

const ffmpeg = (...args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args])
const work = mkdtempSync(join(tmpdir(), 'media-'))

function svgFile(name, svg) {
  const path = join(work, `${name}.svg`)
  writeFileSync(path, svg)
  return path
}

function webp(svgPath, outBase, widths, quality = 78) {
  for (const width of widths) {
    ffmpeg('-i', svgPath, '-vf', `scale=${width}:-1:flags=lanczos`, '-c:v', 'libwebp', '-quality', String(quality), `${outBase}-${width}.webp`)
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
writeFileSync(join(PUBLIC, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark(32)}</svg>\n`)
mkdirSync(join(PUBLIC, 'icons'), { recursive: true })
const icon = svgFile('icon', `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${mark(512)}</svg>`)
const maskable = svgFile('maskable', `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${ACCENT}"/>${mark(512, 80)}</svg>`)
const touch = svgFile('touch', `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" fill="${INK}"/>${mark(180, 26)}</svg>`)
png(icon, join(PUBLIC, 'icons/icon-192.png'), 192)
png(icon, join(PUBLIC, 'icons/icon-512.png'), 512)
png(maskable, join(PUBLIC, 'icons/maskable-512.png'), 512)
png(touch, join(PUBLIC, 'icons/apple-touch-icon.png'), 180)

const rect = (x, y, w, h, fill, r = 10, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`
const screens = {
  wallet: (c) =>
    `<circle cx="600" cy="330" r="110" fill="none" stroke="#e7e9f2" stroke-width="34"/><circle cx="600" cy="330" r="110" fill="none" stroke="${c}" stroke-width="34" stroke-dasharray="480 700" transform="rotate(-90 600 330)" stroke-linecap="round"/>` +
    [0, 1, 2].map((i) => rect(430, 480 + i * 62, 340, 46, '#f1f3f8', 12) + rect(446, 494 + i * 62, 120 + i * 40, 18, i === 1 ? c : '#c9cee0', 9)).join(''),
  workflow: (c) =>
    [0, 1, 2, 3].map((col) =>
      rect(250 + col * 180, 170, 160, 470, '#f1f3f8', 16) +
      [0, 1, 2].slice(0, 3 - (col % 2)).map((row) => rect(264 + col * 180, 190 + row * 120, 132, 100, '#fff', 12, 'stroke="#dfe2ec"') + rect(278 + col * 180, 208 + row * 120, 70, 14, col === 1 && row === 0 ? c : '#c9cee0', 7)).join(''),
    ).join(''),
  book: (c) =>
    rect(250, 170, 440, 300, '#1b2145', 16) + `<path d="M440 270v100l90-50z" fill="#fff"/>` +
    [0, 1, 2, 3].map((i) => rect(720, 170 + i * 80, 230, 62, '#f1f3f8', 12) + `<circle cx="750" cy="${201 + i * 80}" r="14" fill="${i < 3 ? c : '#c9cee0'}"/>` + rect(780, 193 + i * 80, 140, 16, '#c9cee0', 8)).join('') +
    rect(250, 500, 440, 22, '#e7e9f2', 11) + rect(250, 500, 300, 22, c, 11),
  store: (c) =>
    rect(250, 170, 700, 470, '#e9efe6', 16) +
    `<path d="M250 380 C420 330 520 470 950 360" stroke="#fff" stroke-width="26" fill="none"/><path d="M520 170 C540 330 500 480 560 640" stroke="#fff" stroke-width="20" fill="none"/>` +
    [[400, 290], [640, 260], [780, 450], [460, 520]].map(([x, y]) => `<path d="M${x} ${y}c-24 0-40 18-40 40 0 30 40 66 40 66s40-36 40-66c0-22-16-40-40-40z" fill="${c}"/><circle cx="${x}" cy="${y + 40}" r="13" fill="#fff"/>`).join('') +
    rect(660, 500, 260, 110, '#fff', 14, 'stroke="#dfe2ec"') + rect(680, 520, 70, 70, c, 10, 'opacity="0.25"') + rect(770, 530, 120, 16, '#c9cee0', 8) + rect(770, 560, 80, 16, '#c9cee0', 8),
}
const caseStudies = [
  { name: 'moneymind', colour: '#0f766e', icon: 'wallet' },
  { name: 'techflow-solutions', colour: '#4338ca', icon: 'workflow' },
  { name: 'learncraft-academy', colour: '#b45309', icon: 'book' },
  { name: 'localmarket-hub', colour: '#be123c', icon: 'store' },
]
const CASE_STUDIES = new URL('../content/case-studies/', import.meta.url).pathname
for (const study of caseStudies) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${study.colour}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>
<circle cx="1080" cy="90" r="240" fill="#fff" opacity="0.06"/><circle cx="120" cy="760" r="200" fill="#fff" opacity="0.05"/>
${rect(200, 100, 800, 600, '#ffffff', 28)}
${rect(200, 100, 800, 46, '#f1f3f8', 28)}<circle cx="236" cy="123" r="8" fill="#ff6b6b"/><circle cx="262" cy="123" r="8" fill="${AMBER}"/><circle cx="288" cy="123" r="8" fill="#3ecf8e"/>
${screens[study.icon](study.colour)}
</svg>`
  ffmpeg('-i', svgFile(study.name, svg), '-c:v', 'libwebp', '-quality', '78', join(CASE_STUDIES, `${study.name}.webp`))
}

const stage = (n) => {
  const show = (k, body) => (n >= k ? body : '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><radialGradient id="g" cx="0.8" cy="0" r="1"><stop offset="0" stop-color="#3b2bb0"/><stop offset="0.6" stop-color="${INK}"/></radialGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
${rect(140, 90, 1000, 560, '#f7f8fb', 26)}${rect(140, 90, 1000, 52, '#e7e9f2', 26)}
<circle cx="176" cy="116" r="9" fill="#ff6b6b"/><circle cx="204" cy="116" r="9" fill="${AMBER}"/><circle cx="232" cy="116" r="9" fill="#3ecf8e"/>
${rect(170, 170, 200, 450, '#ffffff', 16, 'stroke="#dfe2ec"')}
${[0, 1, 2, 3, 4].map((i) => rect(194, 200 + i * 52, i === 0 ? 150 : 120, 20, i === n ? ACCENT : '#c9cee0', 10)).join('')}
${show(1, rect(400, 170, 330, 210, '#ffffff', 16, 'stroke="#dfe2ec"') + [0, 1, 2, 3, 4, 5].map((i) => rect(430 + i * 46, 340 - (40 + ((i * 37) % 110)), 28, 40 + ((i * 37) % 110), i === 4 ? ACCENT : '#b8b0fb', 6)).join(''))}
${show(2, rect(760, 170, 350, 210, ACCENT, 16) + rect(790, 200, 90, 60, AMBER, 10) + rect(790, 300, 220, 20, '#ffffff', 10, 'opacity="0.8"') + rect(790, 334, 150, 20, '#ffffff', 10, 'opacity="0.6"'))}
${show(3, rect(400, 410, 710, 210, '#ffffff', 16, 'stroke="#dfe2ec"') + [0, 1, 2].map((i) => rect(i % 2 ? 640 : 430, 440 + i * 56, 420, 40, i % 2 ? ACCENT : '#eef0f6', 20)).join(''))}
</svg>`
}
const stages = [0, 1, 2, 3].map((n) => svgFile(`stage-${n}`, stage(n)))
webp(stages[3], join(PUBLIC, 'media/hero-poster'), [480, 960, 1280], 80)
const inputs = stages.flatMap((path) => ['-loop', '1', '-t', '4.5', '-framerate', '24', '-i', path])
const fades = '[0][1]xfade=transition=fade:duration=1:offset=3.5[a];[a][2]xfade=transition=fade:duration=1:offset=7[b];[b][3]xfade=transition=fade:duration=1:offset=10.5,scale=960:540,format=yuv420p[v]'
ffmpeg(...inputs, '-filter_complex', fades, '-map', '[v]', '-t', '14', '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', join(PUBLIC, 'media/hero.webm'))
ffmpeg(...inputs, '-filter_complex', fades, '-map', '[v]', '-t', '14', '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-movflags', '+faststart', join(PUBLIC, 'media/hero.mp4'))

rmSync(work, { recursive: true, force: true })
console.log('media written to public/')
