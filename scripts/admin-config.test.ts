// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { configFile } from '../admin/vite.config'
import { cmsConfig } from '../src/content/cms-config'

describe("the content editor's config.yml", () => {
  it('is the configuration as JSON, which YAML reads as is', () => {
    expect(JSON.parse(configFile())).toEqual(JSON.parse(JSON.stringify(cmsConfig())))
  })

  it('names the sign-in relay only when one is set, never as an empty address', () => {
    const backend = { name: 'github', repo: 'launchloop/site', branch: 'main' }
    for (const base_url of [undefined, '']) expect(JSON.parse(configFile({ backend: { ...backend, base_url }, collections: [] })).backend).toEqual(backend)
    expect(JSON.parse(configFile({ backend: { ...backend, base_url: 'https://auth.example' } })).backend.base_url).toBe('https://auth.example')
  })
})
