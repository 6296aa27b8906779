#!/usr/bin/env node
/** `npm run check:hubspot`: runs scripts/hosting/check-hubspot.ts as Vite loads the site's modules, with the build's variables (.env files too). */
import { loadEnv, runnerImport } from 'vite'

const { module } = await runnerImport('/scripts/hosting/check-hubspot.ts', { configFile: false, logLevel: 'silent' })
process.exitCode = await module.main({ ...loadEnv('production', process.cwd(), ''), ...process.env }, (line) =>
  console.log(line),
)
