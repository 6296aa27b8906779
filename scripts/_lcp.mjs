import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
if (process.env.BLOCK) await page.route(process.env.BLOCK, (r) => r.abort())
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['loading','devtools.timeline','disabled-by-default-devtools.timeline', 'blink.user_timing'] })
await page.goto(process.argv[2])
await page.waitForTimeout(3000)
await browser.stopTracing()
const events = JSON.parse(readFileSync('/tmp/trace.json','utf8')).traceEvents
const nav = events.find(e => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
for (const e of events) if (/largestContentfulPaint|firstContentfulPaint|LargestTextPaint|LargestImagePaint|domContentLoadedEventEnd|loadEventEnd|EvaluateScript/.test(e.name)) console.log(((e.ts - nav.ts)/1000).toFixed(0), e.name, JSON.stringify(e.args?.data ?? {}).slice(0,200))
await browser.close()
