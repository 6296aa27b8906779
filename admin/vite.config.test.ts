import { describe, expect, it } from 'vitest'
import { configFile } from './vite.config'

describe("the content editor's config.yml", () => {
  it('is JSON, which YAML reads as is, naming the repository and branch from the build', () => {
    const { backend } = JSON.parse(configFile({ CMS_REPO: 'acme/site', CMS_BRANCH: 'live' }))
    expect(backend).toEqual({ name: 'github', repo: 'acme/site', branch: 'live' })
    expect(JSON.parse(configFile({})).backend).toEqual({ name: 'github', repo: 'launchloop/site', branch: 'main' })
  })

  it('names the sign-in relay only when one is set, never as an empty address', () => {
    expect(JSON.parse(configFile({ CMS_AUTH_URL: '' })).backend).not.toHaveProperty('base_url')
    expect(JSON.parse(configFile({ CMS_AUTH_URL: 'https://auth.example' })).backend.base_url).toBe(
      'https://auth.example',
    )
  })

  it("lets the editor write each case study's results as a figure and its words, and choose one as its headline, once for both languages", () => {
    const studies = JSON.parse(configFile({})).collections.find(
      (collection: { name: string }) => collection.name === 'case-studies',
    )
    const field = (name: string) => studies.fields.find((candidate: { name: string }) => candidate.name === name)
    expect(field('results')).toMatchObject({
      widget: 'list',
      min: 2,
      max: 4,
      fields: [
        { name: 'figure', widget: 'string' },
        { name: 'text', widget: 'string' },
      ],
    })
    expect(field('headline')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: field('results').max,
      i18n: 'duplicate',
    })
  })

  it('lets an editor write the home page questions, with an optional introduction, and leave the menu link to them empty', () => {
    const { collections } = JSON.parse(configFile({}))
    const files = (name: string) => collections.find((collection: { name: string }) => collection.name === name).files
    const home = files('home')
    expect(home.map((file: { file: string }) => file.file)).toEqual(expect.arrayContaining(['content/home/faq.json']))
    const faq = home.find((file: { file: string }) => file.file === 'content/home/faq.json')
    const field = (fields: { name: string }[], name: string) =>
      fields.find((candidate) => candidate.name === name) as Record<string, any>
    expect(field(faq.fields, 'title')).not.toHaveProperty('required')
    expect(field(faq.fields, 'intro').required).toBe(false)
    expect(field(faq.fields, 'items').fields.map((item: { name: string }) => item.name)).toEqual(['question', 'answer'])
    const frame = files('settings').find((file: { file: string }) => file.file === 'content/frame.json')
    const menu = field(frame.fields, 'navigation').fields
    expect(field(menu, 'faq').required).toBe(false)
    expect(field(menu, 'pricing')).not.toHaveProperty('required')
  })

  it('offers an optional founder quote per case study and a team of none to eight, both empty until the business has real ones', () => {
    const { collections } = JSON.parse(configFile({}))
    const named = (list: { name: string }[], name: string) =>
      list.find((candidate) => candidate.name === name) as Record<string, any>
    const quote = named(named(collections, 'case-studies').fields, 'quote')
    expect(quote).toMatchObject({ widget: 'object', required: false })
    expect(quote.fields.map((item: { name: string }) => item.name)).toEqual(['text', 'name', 'role', 'picture'])
    expect(named(quote.fields, 'name').i18n).toBe('duplicate')
    expect(named(quote.fields, 'picture')).toMatchObject({ widget: 'image', required: false, i18n: 'duplicate' })
    const team = named(collections, 'home').files.find(
      (file: { file: string }) => file.file === 'content/home/team.json',
    )
    expect(named(team.fields, 'intro').required).toBe(false)
    const members = named(team.fields, 'members')
    expect(members).toMatchObject({ widget: 'list', min: 0, max: 8 })
    expect(members.fields.map((item: { name: string }) => item.name)).toEqual(['name', 'role', 'bio'])
    expect(named(members.fields, 'bio').required).toBe(false)
  })
})
