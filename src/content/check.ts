/** Checks the content files against their schemas (schema.ts) and what a schema cannot say alone, in words for whoever edits the content (content/README.md). Run before every build (scripts/build/content-plugin.ts). */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { DEFAULT_LANG, LANGS, type Lang } from '../ground/locale.ts'
import { PACKAGE_NAMES } from './application-fields.ts'
import { fieldMeta, wordsSchema } from './fields.ts'
import {
  CASE_STUDY_IMAGE_SIZE,
  QUOTE_PICTURE_SIZE,
  catalog,
  contentKeys,
  contentPath,
  type CaseStudyWords,
  folders,
} from './schema.ts'

export interface ContentProblem {
  file: string
  lang?: Lang
  /** Field names and 1-based list positions, outermost first. */
  path: (string | number)[]
  message: string
}

const MIN_CASE_STUDIES = 4

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ar: 'Arabic' }

export function formatProblem({ file, lang, path, message }: ContentProblem) {
  return (
    [file, lang && LANGUAGE_NAMES[lang], ...path].filter((part) => part !== undefined && part !== '').join(' › ') +
    `: ${message}`
  )
}

export function formatProblems(problems: ContentProblem[]) {
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in the content files:`
  return [count, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join('\n')
}

function issueMessage(issue: v.BaseIssue<unknown>) {
  if (issue.kind === 'schema' && issue.type.endsWith('object') && issue.expected === 'never')
    return `expected no field of this name, found one`
  if (issue.kind === 'schema' && issue.input === undefined) return 'expected this field, found nothing'
  if (issue.type === 'check' || /^expected /.test(issue.message)) return issue.message
  return `expected ${issue.expected}, found ${issue.received}`
}

function schemaProblems(file: string, schema: v.GenericSchema, data: unknown): ContentProblem[] {
  const result = v.safeParse(schema, data)
  if (result.success) return []
  return result.issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => (item.type === 'array' ? Number(item.key) + 1 : String(item.key)))
    const lang = LANGS.find((name) => name === keys[0])
    return { file, lang, path: lang ? keys.slice(1) : keys, message: issueMessage(issue) }
  })
}

const hasShared = (schema: v.GenericSchema): boolean =>
  Boolean(fieldMeta(schema).shared) || childSchemas(schema).some(hasShared)

function childSchemas(schema: v.GenericSchema): v.GenericSchema[] {
  if ('entries' in schema) return Object.values(schema.entries as v.ObjectEntries)
  if ('item' in schema) return [schema.item as v.GenericSchema]
  if ('wrapped' in schema) return [schema.wrapped as v.GenericSchema]
  return []
}

const ARABIC_LETTER = /[\u0600-\u06ff]/
const EASTERN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/

/** Arabic copy is Arabic (names and terms aside) and, as prices are, in Western digits (docs/arabic.md). */
function arabicProblems(file: string, text: string, path: (string | number)[]): ContentProblem[] {
  const problem = (message: string) => [{ file, lang: 'ar' as const, path, message }]
  const digit = EASTERN_DIGIT.exec(text)
  if (digit) return problem(`expected Western digits (0 to 9), found ${digit[0]}`)
  if (text.split(/\s+/).length >= 3 && /[a-z]/i.test(text) && !ARABIC_LETTER.test(text))
    return problem(`expected Arabic text, found "${text}"`)
  return []
}

function languageProblems(
  file: string,
  schema: v.GenericSchema,
  english: unknown,
  other: unknown,
  lang: Lang,
  path: (string | number)[] = [],
): ContentProblem[] {
  if (fieldMeta(schema).shared) {
    return JSON.stringify(english) === JSON.stringify(other)
      ? []
      : [
          {
            file,
            lang,
            path,
            message: `expected the same as in English (${JSON.stringify(english)}), found ${JSON.stringify(other)}`,
          },
        ]
  }
  if (typeof other === 'string') return lang === 'ar' ? arabicProblems(file, other, path) : []
  if ('item' in schema && Array.isArray(other)) {
    const item = schema.item as v.GenericSchema
    const englishItems = Array.isArray(english) ? english : []
    if (hasShared(item) && englishItems.length !== other.length)
      return [
        { file, lang, path, message: `expected ${englishItems.length} items, as in English, found ${other.length}` },
      ]
    return other.flatMap((value, index) =>
      languageProblems(file, item, englishItems[index], value, lang, [...path, index + 1]),
    )
  }
  if ('wrapped' in schema) {
    const wrapped = schema.wrapped as v.GenericSchema
    // An optional shared value given in English only differs too: the pages would draw different pictures.
    const compare = other !== undefined || (english !== undefined && fieldMeta(wrapped).shared)
    return compare ? languageProblems(file, wrapped, english, other, lang, path) : []
  }
  if ('entries' in schema && other && typeof other === 'object') {
    return Object.entries(schema.entries as v.ObjectEntries).flatMap(([key, child]) =>
      languageProblems(
        file,
        child,
        (english as Record<string, unknown> | undefined)?.[key],
        (other as Record<string, unknown>)[key],
        lang,
        [...path, key],
      ),
    )
  }
  return []
}

function readJson(file: string): { data?: unknown; problems: ContentProblem[] } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { problems: [{ file, path: [], message: 'expected this file, found nothing' }] }
  }
  try {
    return { data: JSON.parse(text), problems: [] }
  } catch (error) {
    return {
      problems: [{ file, path: [], message: `expected JSON, found a mistake in it (${(error as Error).message})` }],
    }
  }
}

function checkFile(file: string, schema: v.GenericSchema) {
  const { data, problems } = readJson(file)
  if (data === undefined) return { problems }
  const invalid = schemaProblems(file, schema, data)
  if (invalid.length) return { problems: invalid }
  const words = wordsSchema(schema)
  const byLang = data as Record<Lang, unknown>
  return {
    data: byLang,
    problems: LANGS.filter((lang) => lang !== DEFAULT_LANG).flatMap((lang) =>
      languageProblems(file, words, byLang[DEFAULT_LANG], byLang[lang], lang),
    ),
  }
}

async function imageProblems(
  file: string,
  source: string,
  path: string[] = ['image'],
  { width: minWidth, height: minHeight }: { width: number; height: number } = CASE_STUDY_IMAGE_SIZE,
): Promise<ContentProblem[]> {
  const problem = (message: string) => [{ file, path, message }]
  try {
    const { width = 0, height = 0 } = await sharp(source).metadata()
    return width >= minWidth && height >= minHeight
      ? []
      : problem(`expected a picture at least ${minWidth} × ${minHeight} pixels, found ${width} × ${height}`)
  } catch {
    return problem(
      `expected the picture ${basename(source)} beside this file, found ${readdirSync(join(source, '..')).includes(basename(source)) ? 'a file that is not a picture' : 'nothing'}`,
    )
  }
}

/** A package's name is also what our form sends HubSpot for it: a new one needs the form changed too. */
function packageNameProblems(file: string, data: Record<Lang, { packages: { name: string }[] }>): ContentProblem[] {
  return data.en.packages.flatMap(({ name }, index) =>
    name === PACKAGE_NAMES[index]
      ? []
      : [
          {
            file,
            lang: DEFAULT_LANG,
            path: ['packages', index + 1, 'name'],
            message: `expected ${PACKAGE_NAMES[index]}, the value the application form sends HubSpot (a developer changes both, content/README.md), found ${name}`,
          },
        ],
  )
}

/** The headline names one of the case study's results by its place, in each language's list. */
function headlineProblems(
  file: string,
  data: Record<Lang, { headline: number; results: unknown[] }>,
): ContentProblem[] {
  return LANGS.flatMap((lang) => {
    const { headline, results } = data[lang]
    return headline <= results.length
      ? []
      : [
          {
            file,
            lang,
            path: ['headline'],
            message: `expected the place of one of its ${results.length} results (1 to ${results.length}), found ${headline}`,
          },
        ]
  })
}

export async function checkContent(
  dir = 'content',
  caseStudiesDir = join(dir, 'case-studies'),
): Promise<ContentProblem[]> {
  const files = contentKeys.map((key) => {
    const file = join(dir, contentPath(key))
    return { key, file, ...checkFile(file, catalog[key]) }
  })
  const problems = files.flatMap((checked) => checked.problems)
  const pricing = files.find((checked) => checked.key === 'home/pricing')!
  if (pricing.data)
    problems.push(...packageNameProblems(pricing.file, pricing.data as Parameters<typeof packageNameProblems>[1]))
  const names = readdirSync(caseStudiesDir).filter((name) => name.endsWith('.json'))
  // The specification's four; the carousel, three to a view on a wide screen, moves between them.
  if (names.length < MIN_CASE_STUDIES)
    problems.push({
      file: caseStudiesDir,
      path: [],
      message: `expected at least ${MIN_CASE_STUDIES} case studies, found ${names.length}`,
    })
  const slugs = new Map<string, string>()
  for (const name of names) {
    const file = join(caseStudiesDir, name)
    const checked = checkFile(file, folders['case-studies'])
    problems.push(...checked.problems)
    if (!checked.data) continue
    const study = (checked.data as Record<Lang, CaseStudyWords>).en
    const { slug, imageArabic, imageArabicDark, quote } = study
    problems.push(...headlineProblems(file, checked.data as Parameters<typeof headlineProblems>[1]))
    if (name !== `${slug}.json`)
      problems.push({ file, path: ['slug'], message: `expected the file to be named ${slug}.json, found ${name}` })
    const twin = slugs.get(slug)
    if (twin)
      problems.push({
        file,
        path: ['slug'],
        message: `expected an address no other case study has, found "${slug}", as in ${twin}`,
      })
    slugs.set(slug, file)
    for (const field of ['image', 'imageArabic', 'imageDark', 'imageArabicDark'] as const) {
      const picture = study[field]
      if (picture) problems.push(...(await imageProblems(file, join(caseStudiesDir, picture), [field])))
    }
    if (imageArabicDark && !imageArabic)
      problems.push({
        file,
        path: ['imageArabicDark'],
        message: 'expected an Illustration for the Arabic pages, of which this is the dark version, found none',
      })
    if (quote?.picture)
      problems.push(
        ...(await imageProblems(file, join(caseStudiesDir, quote.picture), ['quote', 'picture'], {
          width: QUOTE_PICTURE_SIZE,
          height: QUOTE_PICTURE_SIZE,
        })),
      )
  }
  return problems
}
