import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../ground/format.ts'
import { applicationForm, applicationText } from './application.ts'
import { caseStudiesIn, findCaseStudy, readCaseStudyFiles } from './case-studies.ts'
import { caseStudyIn } from './case-study.ts'
import { fillBuildPlaceholders } from './load.ts'
import { CASE_STUDY_IMAGE_SIZE } from './schema.ts'
import * as home from './home.ts'
import { LANGS } from '../ground/locale.ts'
import { meta } from './meta.ts'
import * as pageCopy from './pages.ts'
import * as pricing from './pricing.ts'
import { installSteps, pwa } from './pwa.ts'
import { chrome, navigation, sectionLinks, site, siteText } from './site.ts'

const settings = JSON.parse(readFileSync('content/settings.json', 'utf8')).en
const everyText = JSON.stringify([
  home,
  pageCopy,
  pricing,
  applicationForm,
  installSteps,
  meta,
  pwa,
  chrome,
  navigation,
  siteText,
  LANGS.map(caseStudiesIn),
])

describe('the loaders', () => {
  it("read each content file as its key in the catalog names it: wordsOf<'home/hero'> reads content/home/hero.json", () => {
    const read = readdirSync('src/content')
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => {
        const source = readFileSync(join('src/content', name), 'utf8')
        const imported = new Map(
          [...source.matchAll(/import (\w+) from '\.\.\/\.\.\/content\/([\w/-]+)\.json'/g)].map(([, file, path]) => [
            file,
            path,
          ]),
        )
        return [...source.matchAll(/wordsOf<'([\w/-]+)'>\((\w+)\)/g)].map(([, key, file]) => ({
          key,
          path: imported.get(file!),
        }))
      })
    expect(read.length).toBeGreaterThanOrEqual(17)
    for (const { key, path } of read) expect(path, `wordsOf<'${key}'> reads content/${path}.json`).toBe(key)
  })

  it("fill the build's placeholders from the site settings, wherever the copy writes them, and leave a page's own", () => {
    expect(site).toMatchObject({
      name: settings.name,
      spotsPerMonth: settings.spotsPerMonth,
      copyrightYear: settings.copyrightYear,
    })
    expect(everyText).not.toMatch(/\{(site|spots|year)\}/)
    expect(fillBuildPlaceholders({ list: ['{spots} spots', 'Why {site}'], page: '{n} of {total}, {year}' })).toEqual({
      list: [`${settings.spotsPerMonth} spots`, `Why ${settings.name}`],
      page: `{n} of {total}, ${settings.copyrightYear}`,
    })
  })

  it('give the menu its sections in order, each named in both languages', () => {
    for (const lang of LANGS)
      expect(navigation[lang].map((item) => item.hash)).toEqual([
        'why',
        'package',
        'features',
        'case-studies',
        'pricing',
      ])
  })

  it('link the questions from the menu, before pricing, only once the business names the link', () => {
    const menu = JSON.parse(readFileSync('content/frame.json', 'utf8')).en.navigation
    expect(menu).not.toHaveProperty('faq')
    expect(sectionLinks({ ...menu, faq: 'FAQ' }).slice(-3)).toEqual([
      { label: menu.caseStudies, hash: 'case-studies' },
      { label: 'FAQ', hash: 'faq' },
      { label: menu.pricing, hash: 'pricing' },
    ])
  })

  it('give every case study its short feature names from its features, and its pictures under its address', () => {
    for (const lang of LANGS) {
      for (const study of caseStudiesIn(lang)) {
        expect(study.features).toEqual(study.detailedFeatures.map((feature) => feature.name))
        expect(study.image).toMatchObject({
          name: lang === 'en' ? study.slug : expect.stringMatching(new RegExp(`^${study.slug}(-ar)?$`)),
          ...CASE_STUDY_IMAGE_SIZE,
        })
      }
    }
  })

  it('give the Arabic pages a case study picture of their own only when its editor gave one', () => {
    const [file] = readCaseStudyFiles()
    const without = { en: { ...file!.en, imageArabic: undefined }, ar: { ...file!.ar, imageArabic: undefined } }
    const given = { en: { ...file!.en, imageArabic: 'other.webp' }, ar: { ...file!.ar, imageArabic: 'other.webp' } }
    expect(caseStudyIn(without, 'ar').image.name).toBe(caseStudyIn(without, 'en').image.name)
    expect(caseStudyIn(given, 'ar').image.name).not.toBe(caseStudyIn(given, 'en').image.name)
    expect(caseStudyIn(given, 'en').image.name).toBe(file!.en.slug)
  })

  it('give a case study a dark picture where its editor gave one: the Arabic pages their own one’s twin, or else the English one’s', () => {
    const [file] = readCaseStudyFiles()
    const edit = (fields: Partial<typeof file.en>) => ({
      en: { ...file!.en, ...fields },
      ar: { ...file!.ar, ...fields },
    })
    const plain = edit({ imageArabic: undefined, imageDark: undefined, imageArabicDark: undefined })
    expect([caseStudyIn(plain, 'en').image.dark, caseStudyIn(plain, 'ar').image.dark]).toEqual([undefined, undefined])
    const dark = edit({ imageArabic: undefined, imageDark: 'd.webp', imageArabicDark: undefined })
    const files = (lang: 'en' | 'ar') => {
      const { name, dark: twin } = caseStudyIn(dark, lang).image
      return [name, twin]
    }
    expect(files('ar')).toEqual(files('en'))
    expect(caseStudyIn(dark, 'en').image.dark).toMatch(/\S/)
    expect(caseStudyIn(dark, 'en').image.dark).not.toBe(caseStudyIn(dark, 'en').image.name)
    // An Arabic picture without a dark twin: its words matter more than the theme.
    const arabic = edit({ imageArabic: 'a.webp', imageDark: 'd.webp', imageArabicDark: undefined })
    expect(caseStudyIn(arabic, 'ar').image.dark).toBeUndefined()
    const both = edit({ imageArabic: 'a.webp', imageDark: 'd.webp', imageArabicDark: 'ad.webp' })
    const names = LANGS.map((lang) => caseStudyIn(both, lang).image).flatMap((image) => [image.name, image.dark])
    expect(new Set(names).size).toBe(names.length)
  })

  it('give every case study its headline result: the one its editor chose, by its place among its results', () => {
    for (const lang of LANGS) {
      for (const study of caseStudiesIn(lang)) expect(study.headlineResult).toBe(study.results[study.headline - 1])
    }
  })

  it('find a case study by its address in either language, and nothing for an unknown one', () => {
    const [first] = caseStudiesIn('en')
    expect(findCaseStudy(first!.slug)?.company).toBe(first!.company)
    expect(findCaseStudy(first!.slug, 'ar')?.industry).toBe(caseStudiesIn('ar')[0]!.industry)
    expect(findCaseStudy('nope')).toBeUndefined()
    expect(findCaseStudy('__proto__')).toBeUndefined()
  })

  it('order case studies by their position, then by company', () => {
    const dir = mkdtempSync(join(tmpdir(), 'case-studies-'))
    try {
      cpSync('content/case-studies', dir, { recursive: true })
      const files = readCaseStudyFiles(dir)
      const last = files.at(-1)!
      for (const lang of LANGS) last[lang].order = 0
      writeFileSync(join(dir, `${last.en.slug}.json`), JSON.stringify(last))
      const tie = files[0]!
      for (const lang of LANGS) Object.assign(tie[lang], { order: 0, company: 'Zz' })
      writeFileSync(join(dir, `${tie.en.slug}.json`), JSON.stringify(tie))
      expect(
        readCaseStudyFiles(dir)
          .map((file) => file.en.slug)
          .slice(0, 2),
      ).toEqual([last.en.slug, tie.en.slug])
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it('send HubSpot the same fields whichever language the form is in', () => {
    expect(applicationText('ar').fields.map((field) => [field.name, field.kind, field.required])).toEqual(
      applicationText('en').fields.map((field) => [field.name, field.kind, field.required]),
    )
    const choices = applicationText('en').fields.find((field) => field.kind === 'choice')!
    expect(choices.options).toHaveLength(choices.kind === 'choice' ? choices.values.length : 0)
  })

  it('price in Western digits in Arabic, as the copy writes its figures (docs/arabic.md)', () => {
    expect(formatPrice(pricing.packages.ar[1]!.price, 'ar')).toContain(
      pricing.packages.ar[1]!.price.toLocaleString('en-US'),
    )
  })
})
