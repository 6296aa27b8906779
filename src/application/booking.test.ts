import { describe, expect, it } from 'vitest'
import { meetingsUrl } from './booking'

describe('meetingsUrl', () => {
  const env = {
    VITE_HUBSPOT_MEETINGS_URL: 'https://meetings.hubspot.com/launchloop/consultation',
    VITE_HUBSPOT_MEETINGS_URL_AR: 'https://meetings.hubspot.com/launchloop/ar',
  }

  it('carries the name and email into the meetings page of the language', () => {
    expect(meetingsUrl('en', { firstname: 'Lina ', lastname: 'Haddad', email: 'lina@example.com' }, env)).toBe(
      'https://meetings.hubspot.com/launchloop/consultation?firstName=Lina&lastName=Haddad&email=lina%40example.com',
    )
    expect(meetingsUrl('ar', { email: 'lina@example.com' }, env)).toBe(
      'https://meetings.hubspot.com/launchloop/ar?email=lina%40example.com',
    )
    expect(meetingsUrl('ar', {}, { VITE_HUBSPOT_MEETINGS_URL: env.VITE_HUBSPOT_MEETINGS_URL })).toBe(
      env.VITE_HUBSPOT_MEETINGS_URL,
    )
  })

  it('offers nothing where the site has no meetings page, or an address that is not HTTPS', () => {
    expect(meetingsUrl('en', { email: 'a@b.c' }, {})).toBeUndefined()
    expect(meetingsUrl('en', {}, { VITE_HUBSPOT_MEETINGS_URL: 'javascript:alert(1)' })).toBeUndefined()
    expect(meetingsUrl('en', {}, { VITE_HUBSPOT_MEETINGS_URL: 'not a url' })).toBeUndefined()
  })
})
