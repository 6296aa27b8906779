#!/usr/bin/env node
/** `npm run spec:check [folder]`: which of docs/specification.md's launch values the content no longer matches, one line each. Never fails: the content is the business's. */
import { createServer } from 'vite'

const dir = process.argv[2] ?? 'content'
const vite = await createServer({
  configFile: false,
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'silent',
})
const { specMismatches } = await vite.ssrLoadModule('/src/content/specification.ts')
await vite.close()

const lines = specMismatches(dir)
console.log(
  lines.length
    ? [
        `${lines.length} of the specification's launch values changed in the content (${dir}), published as the business's content; nothing fails:`,
        ...lines.map((line) => `  ${line}`),
      ].join('\n')
    : `The content (${dir}) matches every launch value of the specification.`,
)
