// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { configFile } from '../admin/vite.config'

describe("the content editor's config.yml", () => {
  it('is JSON, which YAML reads as is, naming the repository and branch from the build', () => {
    const { backend } = JSON.parse(configFile({ CMS_REPO: 'acme/site', CMS_BRANCH: 'live' }))
    expect(backend).toEqual({ name: 'github', repo: 'acme/site', branch: 'live' })
    expect(JSON.parse(configFile({})).backend).toEqual({ name: 'github', repo: 'launchloop/site', branch: 'main' })
  })

  it('names the sign-in relay only when one is set, never as an empty address', () => {
    expect(JSON.parse(configFile({ CMS_AUTH_URL: '' })).backend).not.toHaveProperty('base_url')
    expect(JSON.parse(configFile({ CMS_AUTH_URL: 'https://auth.example' })).backend.base_url).toBe('https://auth.example')
  })
})
