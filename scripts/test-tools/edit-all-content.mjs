#!/usr/bin/env node
/** Edits content/ in place as the CMS could, to prove the tests read the copy and never restate it (docs/commands.md). */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from 'vite'

const CONTENT = 'content'

const vite = await createServer({
  configFile: false,
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'silent',
})
const { catalog, contentPath, folders } = await vite.ssrLoadModule('/src/content/schema.ts')
const { fieldMeta: metadata } = await vite.ssrLoadModule('/src/content/fields.ts')
await vite.close()

const actions = (schema) => schema.pipe ?? [schema]
const base = (schema) => actions(schema)[0]
const requirement = (schema, type) => actions(schema).find((action) => action.type === type)?.requirement

// One mark per field, the same in every language: the same words in two places become different words.
const marks = new Map()
const markOf = (path, lang, shared) => {
  if (!marks.has(path)) marks.set(path, marks.size + 1)
  return `${shared || lang === 'en' ? ' x' : ' س'}${marks.get(path)}`
}
// Whether a list grows or shrinks, from its path alone: the same in every language.
const grows = (path) => [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 2 === 0

function edited(value, schema, path, lang, shared = false) {
  if (schema.type === 'optional') return value === undefined ? value : edited(value, schema.wrapped, path, lang, shared)
  const kind = base(schema)
  shared ||= Boolean(metadata(schema).shared)
  if (kind.type === 'string') {
    // Addresses, colours and picture names keep their shape: they are changed one by one below.
    const pattern = requirement(schema, 'regex')
    if (pattern && pattern.source !== '^') return value
    // A package's name is also the form's value for it: the content check keeps the two together.
    if (/^home\/pricing\.json\.packages\.\d+\.name$/.test(path)) return value
    const mark = markOf(path, lang, shared)
    return value.length + mark.length <= requirement(schema, 'max_length') ? value + mark : value
  }
  if (kind.type === 'array') {
    const items = value.map((item, index) => edited(item, kind.item, `${path}.${index}`, lang, shared))
    const [min, max] = [requirement(schema, 'min_length'), requirement(schema, 'max_length')]
    // An empty list (a team not given yet) has no item to copy: it stays empty.
    if (value.length && (grows(path) || items.length === min) && items.length < max)
      items.push(edited(value.at(-1), kind.item, `${path}.${items.length}`, lang, shared))
    else if (items.length > min) items.pop()
    return items
  }
  if (kind.type === 'strict_object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        edited(inner, kind.entries[key], `${path}.${key}`, lang, shared),
      ]),
    )
  return value
}

const read = (file) => JSON.parse(readFileSync(join(CONTENT, file), 'utf8'))
const write = (file, data) => writeFileSync(join(CONTENT, file), `${JSON.stringify(data, null, 2)}\n`)
const perLanguage = (data, change) =>
  Object.fromEntries(Object.entries(data).map(([lang, words]) => [lang, change(words, lang)]))
const editFile = (file, schema, data = read(file)) =>
  perLanguage(data, (words, lang) => edited(words, schema.entries[lang], file, lang))

for (const [key, schema] of Object.entries(catalog)) {
  const file = contentPath(key)
  const data = editFile(file, schema)
  if (file === 'settings.json') {
    for (const words of Object.values(data)) {
      words.spotsPerMonth -= 1
      words.copyrightYear += 1
      words.contactEmail = words.contactEmail.replace(/^[^@]+/, 'team')
      words.linkedInUrl += '-studio'
    }
  }
  if (file === 'home/pricing.json') {
    for (const words of Object.values(data)) {
      for (const offer of words.packages) offer.price += 1000
      words.premium.price += 1000
    }
  }
  write(file, data)
}

const STUDIES = join(CONTENT, 'case-studies')
const studies = readdirSync(STUDIES)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, data: read(join('case-studies', name)) }))
  .sort((a, b) => a.data.en.order - b.data.en.order)
const last = studies.at(-1)
const fifth = { name: 'brightpath-labs.json', data: structuredClone(last.data) }
copyFileSync(join(STUDIES, last.data.en.image), join(STUDIES, 'brightpath-labs.webp'))
for (const words of Object.values(fifth.data))
  Object.assign(words, {
    company: 'BrightPath Labs',
    slug: 'brightpath-labs',
    image: 'brightpath-labs.webp',
    order: last.data.en.order + 1,
  })
const [first, second, third] = studies
for (const { name, data } of [...studies, fifth]) {
  const words = editFile(join('case-studies', name), folders['case-studies'], data)
  for (const study of Object.values(words)) {
    if (name === first.name) study.order = second.data.en.order
    if (name === second.name) study.order = first.data.en.order
    if (name === third.name) study.slug = `${study.slug.split('-')[0]}-new`
  }
  rmSync(join(STUDIES, name), { force: true })
  write(join('case-studies', `${words.en.slug}.json`), words)
}
console.log(`Edited every content file: ${marks.size} fields marked, ${studies.length + 1} case studies.`)
