/** A deploy never ships the placeholder HubSpot ids: with them HubSpot refuses every application. */
import type { Plugin } from 'vite'
import { placeholderVariables } from '../src/application/hubspot.ts'

type Env = Record<string, string | undefined>

const DEPLOY_MARKERS: [name: string, value: string, label: string][] = [
  ['VERCEL', '1', 'Vercel'],
  ['NETLIFY', 'true', 'Netlify'],
  ['CF_PAGES', '1', 'Cloudflare Pages'],
  ['WORKERS_CI', '1', 'Cloudflare Workers'],
  ['DEPLOY', '1', 'deploy'],
]

export function deployBuild(env: Env): string | undefined {
  const marker = DEPLOY_MARKERS.find(([name, value]) => env[name] === value)
  return marker && `${marker[2]} build (${marker[0]}=${marker[1]})`
}

export function deployProblem(processEnv: Env, viteEnv: Env): string | undefined {
  const deploy = deployBuild(processEnv)
  const names = placeholderVariables(viteEnv)
  if (!deploy || names.length === 0) return undefined
  return (
    `This ${deploy} has no real HubSpot ids: ${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} missing or the placeholder, ` +
    "so HubSpot would refuse every application sent through the form. Set the account's ids in the build environment " +
    '(VITE_HUBSPOT_PORTAL_ID, VITE_HUBSPOT_FORM_ID, and VITE_HUBSPOT_FORM_ID_AR if the Arabic page has a form of its own); see README, "Configuration".'
  )
}

/** Fails `vite build` as soon as the configuration is known, before anything is bundled or emptied. */
export function deployCheck(): Plugin {
  return {
    name: 'deploy-check',
    apply: 'build',
    configResolved(config) {
      const problem = deployProblem(process.env, config.env)
      if (problem) throw new Error(problem)
    },
  }
}
