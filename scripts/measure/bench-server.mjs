#!/usr/bin/env node
/** `npm run bench:server`: load on the built site's server (BENCH_SECONDS, BENCH_CONNECTIONS; BENCH_REQUESTS for a number of requests instead of a time); fails on any error or non-2xx. */
import autocannon from 'autocannon'
import { builtPages, templates } from './built-pages.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const amount = process.env.BENCH_REQUESTS ? Number(process.env.BENCH_REQUESTS) : undefined
const server = createStaticServer()
const base = await listenOnLoopback(server)

let failed = false
const rows = []
// The server does the same for either language: English's pages stand for both.
for (const path of templates(builtPages())
  .filter((page) => page.lang === 'en' && ['home', 'case-study'].includes(page.kind))
  .map((page) => page.path)) {
  const result = await autocannon({ url: base + path, connections, ...(amount ? { amount } : { duration: seconds }) })
  const bad = result.errors + result.timeouts + result.non2xx
  failed ||= bad > 0
  rows.push({
    path,
    'requests/s (mean)': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    'MB/s': (result.throughput.average / 1e6).toFixed(1),
    requests: result.requests.total,
    'errors + timeouts + non-2xx': bad,
  })
}
server.close()
console.log(`${amount ? `${amount} requests` : `${seconds} s`} at ${connections} connections per path, loopback:`)
console.table(rows)
if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify(rows)}`)
process.exit(failed ? 1 : 0)
