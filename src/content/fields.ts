/** The kinds of field a content file is made of: each checks its value at build and becomes its field in the CMS (content/README.md). */
import * as v from 'valibot'
import { LANGS, type Lang } from '../ground/locale.ts'

/** Filled in at build from settings.json, in every text: the spots count is entered once. */
export const BUILD_PLACEHOLDERS = ['site', 'spots', 'year'] as const

export type FieldMeta = {
  widget?: 'string' | 'text' | 'color' | 'image'
  hint?: string
  /** The same in every language: the CMS copies it, the check compares it. */
  shared?: boolean
  placeholders?: readonly string[]
  format?: string
}

type TextOptions = FieldMeta & {
  pattern?: readonly [RegExp, string]
  multiline?: boolean
  /** Its placeholders may be left out: a plural form that spells its number ("one character"). */
  spelled?: boolean
}

const PLACEHOLDER = /\{(\w+)\}/g

/** Each of the page's own placeholders must stay: the page has no other place for what it fills in. */
export function text(label: string, max: number, { pattern, multiline, spelled, ...meta }: TextOptions = {}) {
  const own = meta.placeholders ?? []
  if (own.length && !meta.hint)
    throw new Error(`schema: "${label}" has placeholders, so its hint must say what each becomes`)
  const allowed = [...BUILD_PLACEHOLDERS, ...own]
  const unknown = (value: string) =>
    [...value.matchAll(PLACEHOLDER)].map((match) => match[0]).filter((found) => !allowed.includes(found.slice(1, -1)))
  const missing = (value: string) =>
    spelled ? [] : own.map((name) => `{${name}}`).filter((placeholder) => !value.includes(placeholder))
  return v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', 'expected some text, found an empty field'),
    v.maxLength(max, (issue) => `expected at most ${max} characters, found ${issue.input.length}`),
    v.regex(pattern?.[0] ?? /^/, (issue) => `expected ${pattern?.[1]}, found "${issue.input}"`),
    v.check(
      (value) => unknown(value).length === 0,
      (issue) =>
        `expected only the placeholders ${allowed.map((name) => `{${name}}`).join(', ')}, found ${unknown(issue.input as string).join(', ')}`,
    ),
    v.check(
      (value) => missing(value).length === 0,
      (issue) =>
        `expected ${missing(issue.input as string).join(' and ')} kept in this text, found ${missing(issue.input as string).length > 1 ? 'them' : 'it'} removed`,
    ),
    v.title(label),
    v.metadata({ widget: multiline ? 'text' : 'string', ...meta, format: pattern?.[1] } satisfies FieldMeta),
  )
}

export const short = (label: string, meta?: TextOptions) => text(label, 40, meta)
export const line = (label: string, meta?: TextOptions) => text(label, 100, meta)
export const sentence = (label: string, meta?: TextOptions) => text(label, 240, meta)
export const paragraph = (label: string, meta?: TextOptions) => text(label, 600, { multiline: true, ...meta })

/** One text per plural form (English uses `one` and `other`, Arabic all six); a form left empty reads as `other`. */
export function pluralForms(label: string, hint: string) {
  const form = (name: string) =>
    v.optional(
      sentence(name, { placeholders: ['count'], spelled: true, hint: `${hint} It may spell its number instead.` }),
    )
  return group(label, {
    other: sentence('Any other number (English: 0, 2, 3…; Arabic: 100, 101, 1000…)', { placeholders: ['count'], hint }),
    zero: form('Zero (Arabic)'),
    one: form('One'),
    two: form('Two (Arabic)'),
    few: form('A few (Arabic: 3 to 10, 103 to 110…)'),
    many: form('Many (Arabic: 11 to 99, 111 to 199…)'),
  })
}

export function number(label: string, { min, max, ...meta }: FieldMeta & { min: number; max: number }) {
  return v.pipe(
    v.number((issue) => `expected a number, found ${issue.received}`),
    v.integer((issue) => `expected a whole number, found ${issue.input}`),
    v.minValue(min, (issue) => `expected at least ${min}, found ${issue.input}`),
    v.maxValue(max, (issue) => `expected at most ${max}, found ${issue.input}`),
    v.title(label),
    v.metadata(meta),
  )
}

export const yesNo = (label: string, meta: FieldMeta = {}) =>
  v.pipe(
    v.boolean((issue) => `expected yes (true) or no (false), found ${issue.received}`),
    v.title(label),
    v.metadata(meta),
  )

export const choice = <const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  meta: FieldMeta = {},
) =>
  v.pipe(
    v.picklist(options, (issue) => `expected one of ${options.join(', ')}, found ${issue.received}`),
    v.title(label),
    v.metadata(meta),
  )

export function list<T extends v.GenericSchema>(
  label: string,
  item: T,
  { min, max, ...meta }: FieldMeta & { min: number; max: number },
) {
  return v.pipe(
    v.array(item, (issue) => `expected a list, found ${issue.received}`),
    v.minLength(
      min,
      (issue) => `expected at least ${min} ${min === 1 ? 'item' : 'items'}, found ${issue.input.length}`,
    ),
    v.maxLength(max, (issue) => `expected at most ${max} items, found ${issue.input.length}`),
    v.title(label),
    v.metadata(meta),
  )
}

export const group = <T extends v.ObjectEntries>(label: string, entries: T, meta: FieldMeta = {}) =>
  v.pipe(
    v.strictObject(entries, (issue) => `expected a group of fields, found ${issue.received}`),
    v.title(label),
    v.metadata(meta),
  )

/** A file's words in each language, each language's the same fields. */
export function contentFile<T extends v.ObjectEntries>(label: string, entries: T) {
  const words = v.strictObject(entries)
  const perLanguage = Object.fromEntries(LANGS.map((lang) => [lang, words])) as Record<Lang, typeof words>
  return v.pipe(v.strictObject(perLanguage), v.title(label))
}

export type ContentFileSchema = ReturnType<typeof contentFile>

export const fieldMeta = (schema: v.GenericSchema) => v.getMetadata(schema) as FieldMeta

/** The schema of a content file's words: the English one, as every language has the same. */
export const wordsSchema = (file: v.GenericSchema) =>
  (file as v.GenericSchema & { entries: Record<Lang, v.GenericSchema> }).entries.en
export type WordsOf<T extends v.GenericSchema> = v.InferOutput<T> extends Record<Lang, infer W> ? W : never
