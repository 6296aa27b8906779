import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { PACKAGE_NAMES } from './application-fields.ts'
import { checkContent, formatProblem } from './check.ts'

const STUDY = readdirSync('content/case-studies')
  .find((name) => name.endsWith('.json'))!
  .replace(/\.json$/, '')

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function contentWith(file: string, edit: (data: any) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  copies.push(dir)
  cpSync('content', dir, { recursive: true })
  const path = join(dir, file)
  const data = JSON.parse(readFileSync(path, 'utf8'))
  edit(data)
  writeFileSync(path, JSON.stringify(data, null, 2))
  return dir
}

const englishPrice: number = JSON.parse(readFileSync('content/home/pricing.json', 'utf8')).en.packages[1].price

async function problemsWith(file: string, edit: (data: any) => void) {
  const dir = contentWith(file, edit)
  return (await checkContent(dir)).map((problem) => formatProblem(problem).replace(dir, 'content'))
}

describe('the content check', () => {
  it('passes every content file of the site', async () => {
    expect(await checkContent()).toEqual([])
  })

  it.each<[string, string, (d: any) => unknown, string | string[]]>([
    [
      'a field left out, in Arabic',
      'home/hero.json',
      (d: any) => delete d.ar.headline,
      'content/home/hero.json › Arabic › headline: expected this field, found nothing',
    ],
    [
      'an empty text',
      'home/hero.json',
      (d: any) => (d.en.cta = '  '),
      'content/home/hero.json › English › cta: expected some text, found an empty field',
    ],
    [
      'a question without its answer',
      'home/faq.json',
      (d: any) => delete d.ar.items[0].answer,
      'content/home/faq.json › Arabic › items › 1 › answer: expected this field, found nothing',
    ],
    [
      'a price written as text',
      'home/pricing.json',
      (d: any) => (d.en.packages[1].price = '25,000'),
      'content/home/pricing.json › English › packages › 2 › price: expected a number, found "25,000"',
    ],
    [
      'a price not a whole number',
      'home/pricing.json',
      (d: any) => (d.en.packages[1].price = 25000.5),
      'content/home/pricing.json › English › packages › 2 › price: expected a whole number, found 25000.5',
    ],
    [
      'a text too long for its place',
      'home/hero.json',
      (d: any) => (d.ar.cta = 'ا'.repeat(41)),
      'content/home/hero.json › Arabic › cta: expected at most 40 characters, found 41',
    ],
    [
      'a misspelt placeholder',
      'home/hero.json',
      (d: any) => (d.en.eyebrow = 'Only {spot} spots available this month'),
      'content/home/hero.json › English › eyebrow: expected only the placeholders {site}, {spots}, {year}, found {spot}',
    ],
    [
      'a page placeholder left out',
      'home/pricing.json',
      (d: any) => (d.en.premium.line = 'Starting at 50,000 +VAT'),
      'content/home/pricing.json › English › premium › line: expected {price} kept in this text, found it removed',
    ],
    [
      'a privacy notice that drops a figure',
      'pages/privacy.json',
      (d: any) => (d.ar.device.draft.text = d.ar.device.draft.text.replace('{draftHours}', '24')),
      'content/pages/privacy.json › Arabic › device › draft › text: expected {draftHours} kept in this text, found it removed',
    ],
    [
      'a package renamed apart from the form',
      'home/pricing.json',
      (d: any) => ((d.en.packages[0].name = 'DISCOVERY'), (d.ar.packages[0].name = 'DISCOVERY')),
      `content/home/pricing.json › English › packages › 1 › name: expected ${PACKAGE_NAMES[0]}, the value the application form sends HubSpot (a developer changes both, content/README.md), found DISCOVERY`,
    ],
    [
      'a shared value that differs',
      'home/pricing.json',
      (d: any) => (d.ar.packages[1].price = englishPrice + 1),
      `content/home/pricing.json › Arabic › packages › 2 › price: expected the same as in English (${englishPrice}), found ${englishPrice + 1}`,
    ],
    [
      'a field the schema does not have',
      'home/hero.json',
      (d: any) => (d.en.headlin = 'x'),
      'content/home/hero.json › English › headlin: expected no field of this name, found one',
    ],
    [
      'a list too short',
      'home/features.json',
      (d: any) => (d.en.cards = d.en.cards.slice(0, 2)),
      'content/home/features.json › English › cards: expected at least 3 items, found 2',
    ],
    [
      'English words in an Arabic field',
      'home/hero.json',
      (d: any) => (d.ar.lead = 'A product team builds it'),
      'content/home/hero.json › Arabic › lead: expected Arabic text, found "A product team builds it"',
    ],
    [
      'Eastern Arabic digits',
      'home/why.json',
      (d: any) => (d.ar.stat = '٩٧%'),
      'content/home/why.json › Arabic › stat: expected Western digits (0 to 9), found ٩',
    ],
    [
      'an email address that is not one',
      'settings.json',
      (d: any) => (d.en.contactEmail = 'hello'),
      'content/settings.json › English › contactEmail: expected an email address like hello@example.com, found "hello"',
    ],
    [
      'an unknown icon',
      `case-studies/${STUDY}.json`,
      (d: any) => (d.en.icon = 'rocket'),
      expect.stringMatching(
        new RegExp(
          `^content/case-studies/${STUDY}\\.json › English › icon: expected one of palette, .*, found "rocket"$`,
        ),
      ),
    ],
    [
      'a case study without its Arabic picture description',
      `case-studies/${STUDY}.json`,
      (d: any) => delete d.ar.imageAlt,
      `content/case-studies/${STUDY}.json › Arabic › imageAlt: expected this field, found nothing`,
    ],
    [
      'an address of the wrong shape',
      `case-studies/${STUDY}.json`,
      (d: any) => (d.en.slug = 'Money Mind'),
      `content/case-studies/${STUDY}.json › English › slug: expected lowercase letters, digits and single hyphens, like my-company, found "Money Mind"`,
    ],
    [
      'a headline result beyond its results',
      `case-studies/${STUDY}.json`,
      (d: any) => (
        (d.en.results = d.en.results.slice(0, 2)),
        (d.ar.results = d.ar.results.slice(0, 2)),
        (d.en.headline = d.ar.headline = 3)
      ),
      [
        `content/case-studies/${STUDY}.json › English › headline: expected the place of one of its 2 results (1 to 2), found 3`,
        `content/case-studies/${STUDY}.json › Arabic › headline: expected the place of one of its 2 results (1 to 2), found 3`,
      ],
    ],
    [
      'a headline result that is not a place',
      `case-studies/${STUDY}.json`,
      (d: any) => (d.en.headline = 0),
      `content/case-studies/${STUDY}.json › English › headline: expected at least 1, found 0`,
    ],
    ...(
      [
        ['a picture', 'image'],
        ['an Arabic picture', 'imageArabic'],
        ['a dark picture', 'imageDark'],
      ] as const
    ).map(([what, field]): [string, string, (d: any) => unknown, string] => [
      `${what} that is not there`,
      `case-studies/${STUDY}.json`,
      (d: any) => ((d.en[field] = 'nope.webp'), (d.ar[field] = 'nope.webp')),
      `content/case-studies/${STUDY}.json › ${field}: expected the picture nope.webp beside this file, found nothing`,
    ]),
    [
      'an Arabic dark picture with no Arabic picture to be the twin of',
      `case-studies/${STUDY}.json`,
      (d: any) => (delete d.en.imageArabic, delete d.ar.imageArabic),
      `content/case-studies/${STUDY}.json › imageArabicDark: expected an Illustration for the Arabic pages, of which this is the dark version, found none`,
    ],
    [
      'a dark picture given in English only',
      `case-studies/${STUDY}.json`,
      (d: any) => delete d.ar.imageDark,
      `content/case-studies/${STUDY}.json › Arabic › imageDark: expected the same as in English ("${STUDY}-dark.webp"), found undefined`,
    ],
  ])(
    'refuses %s, naming the file, language, field, what was expected and what was found',
    async (_what, file, edit, message) => {
      expect(await problemsWith(file, edit)).toEqual([message].flat())
    },
  )

  it('accepts the questions without their introduction, and a menu link to them in both languages', async () => {
    expect(await problemsWith('home/faq.json', (d: any) => (delete d.en.intro, delete d.ar.intro))).toEqual([])
    expect(
      await problemsWith('frame.json', (d: any) => ((d.en.navigation.faq = 'FAQ'), (d.ar.navigation.faq = 'الأسئلة'))),
    ).toEqual([])
  })

  it('accepts the launch team and quotes, all empty, and a filled team and quote with its photo', async () => {
    expect(JSON.parse(readFileSync('content/home/team.json', 'utf8')).en.members).toEqual([])
    const dir = contentWith(`case-studies/${STUDY}.json`, (d: any) => {
      const { en, ar } = JSON.parse(readFileSync('tests/fixtures/content/orbit-clinic.json', 'utf8'))
      ;[d.en.quote, d.ar.quote] = [en.quote, ar.quote]
    })
    cpSync('tests/fixtures/content/home/team.json', join(dir, 'home/team.json'))
    const photo = join(dir, 'case-studies', 'orbit-clinic-founder.png')
    await sharp({ create: { width: 192, height: 192, channels: 3, background: '#0e7490' } }).toFile(photo)
    expect(await checkContent(dir)).toEqual([])
    await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0e7490' } }).toFile(photo)
    expect((await checkContent(dir)).map(formatProblem)).toEqual([
      `${dir}/case-studies/${STUDY}.json › quote › picture: expected a picture at least 192 × 192 pixels, found 100 × 100`,
    ])
  })

  it('refuses a quote without the name of who said it', async () => {
    const quote = { text: 'Words a founder said.', role: 'Founder' }
    expect(
      await problemsWith(
        `case-studies/${STUDY}.json`,
        (d: any) => ((d.en.quote = quote), (d.ar.quote = { ...quote, text: 'كلمات قالها مؤسس.', role: 'مؤسس' })),
      ),
    ).toEqual([
      `content/case-studies/${STUDY}.json › English › quote › name: expected this field, found nothing`,
      `content/case-studies/${STUDY}.json › Arabic › quote › name: expected this field, found nothing`,
    ])
  })

  it('refuses a file that is not JSON', async () => {
    const dir = contentWith('home/hero.json', () => {})
    writeFileSync(join(dir, 'home/hero.json'), '{ "en": { "headline": "x", } }')
    const [problem, ...others] = (await checkContent(dir)).map(formatProblem)
    expect(others).toEqual([])
    expect(problem).toMatch(new RegExp(`^${dir}/home/hero.json: expected JSON, found a mistake in it \\(.+\\)$`))
  })

  it('refuses two case studies at one address, and a file named for another', async () => {
    const dir = contentWith(`case-studies/${STUDY}.json`, () => {})
    cpSync(join(dir, `case-studies/${STUDY}.json`), join(dir, 'case-studies/zz-copy.json'))
    expect((await checkContent(dir)).map(formatProblem)).toEqual([
      `${dir}/case-studies/zz-copy.json › slug: expected the file to be named ${STUDY}.json, found zz-copy.json`,
      `${dir}/case-studies/zz-copy.json › slug: expected an address no other case study has, found "${STUDY}", as in ${dir}/case-studies/${STUDY}.json`,
    ])
  })

  it('refuses fewer case studies than the specification has', async () => {
    const dir = contentWith(`case-studies/${STUDY}.json`, () => {})
    const files = readdirSync(join(dir, 'case-studies')).filter((name) => name.endsWith('.json'))
    for (const name of files.slice(3)) rmSync(join(dir, 'case-studies', name))
    expect((await checkContent(dir)).map(formatProblem)).toEqual([
      `${dir}/case-studies: expected at least 4 case studies, found 3`,
    ])
  })

  it('refuses a picture smaller than its pages show it', async () => {
    const dir = contentWith(`case-studies/${STUDY}.json`, () => {})
    const { image } = JSON.parse(readFileSync(join(dir, `case-studies/${STUDY}.json`), 'utf8')).en
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0f766e' } }).toFile(
      join(dir, 'case-studies', image),
    )
    expect((await checkContent(dir)).map(formatProblem)).toEqual([
      `${dir}/case-studies/${STUDY}.json › image: expected a picture at least 1200 × 800 pixels, found 600 × 400`,
    ])
  })
})
