#!/usr/bin/env node
/** The MDN HTTP Observatory's `scan()` takes no path and wants public HTTPS: its parts run here over loopback, HTTPS counted as present. */
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
import { builtPages, templates } from './built-pages.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'

// The package downloads an HSTS preload list on install, which CI cannot; loopback is on no list.
const preloadList = join(
  dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')),
  'conf/hsts-preload.json',
)
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')

const PATHS = [
  ...templates(builtPages())
    .filter((page) => page.indexable)
    .map((page) => page.path),
  '/no/such/page',
  '/ar/no/such/page',
]

export async function grade(origin, path) {
  const { hostname, port } = new URL(origin)
  const requests = await retrieve(hostname, { httpPort: port, path })
  const response = requests.responses.auto
  if (!response) throw new Error(`audit:headers: no answer from ${origin}${path}`)
  response.verified = true
  requests.responses.https = response
  requests.responses.http = null
  let extraCredit = 100
  let uncurved = 100
  const notes = []
  for (const test of ALL_TESTS) {
    const output = test(requests)
    const modifier = getScoreModifier(output.result)
    extraCredit += modifier
    if (modifier < 0) uncurved += modifier
    if (modifier !== 0) notes.push(`${output.result} ${modifier > 0 ? '+' : ''}${modifier}`)
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extraCredit : uncurved)
  return { path, status: response.status, grade, score, notes }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const server = createStaticServer(process.argv[2] ? resolve(process.argv[2]) : undefined)
  const origin = await listenOnLoopback(server)
  let failed = false
  try {
    console.log('| page | status | grade | score | tests that moved the score |\n|---|---|---|---|---|')
    for (const path of PATHS) {
      const result = await grade(origin, path)
      failed ||= result.grade !== 'A+'
      console.log(`| ${path} | ${result.status} | ${result.grade} | ${result.score} | ${result.notes.join(', ')} |`)
    }
  } finally {
    server.close()
  }
  if (failed) {
    console.error('audit:headers: every page must grade A+')
    process.exitCode = 1
  }
}
