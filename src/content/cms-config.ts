/** Sveltia CMS's configuration (/admin/config.yml), generated from schema.ts so the CMS stops an editor with the rules the build checks. */
import * as v from 'valibot'
import { settings as siteSettings } from './load.ts'
import { DEFAULT_LANG, LANGS } from '../ground/locale.ts'
import { fieldMeta, wordsSchema } from './fields.ts'
import { catalog, contentKeys, contentPath, folders, type ContentKey } from './schema.ts'

interface Action {
  type: string
  requirement?: unknown
}

type Schema = v.GenericSchema & {
  pipe?: readonly Action[]
  entries?: v.ObjectEntries
  item?: v.GenericSchema
  wrapped?: v.GenericSchema
  options?: string[]
}

export type CmsField = Record<string, unknown> & { name: string; label: string }

const actions = (schema: Schema) => schema.pipe ?? []
const action = (schema: Schema, type: string) => actions(schema).find((candidate) => candidate.type === type)

function pattern(schema: Schema) {
  const regex = action(schema, 'regex')?.requirement as RegExp
  const { format } = fieldMeta(schema)
  return format ? { pattern: [regex.toString(), `Enter ${format}`] } : {}
}

function field(name: string, schema: Schema, required = true): CmsField {
  if (schema.type === 'optional') return field(name, schema.wrapped as Schema, false)
  const meta = fieldMeta(schema)
  const base: CmsField = {
    name,
    label: v.getTitle(schema) ?? name,
    ...(meta.hint && { hint: meta.hint }),
    ...(!required && { required: false }),
    i18n: meta.shared ? 'duplicate' : true,
  }
  const limit = (type: string) => action(schema, type)?.requirement as number | undefined
  switch (schema.type) {
    case 'string':
      return {
        ...base,
        widget: meta.widget ?? 'string',
        ...(meta.widget !== 'image' && meta.widget !== 'color' && { maxlength: limit('max_length') }),
        ...pattern(schema),
      }
    case 'number':
      return { ...base, widget: 'number', value_type: 'int', min: limit('min_value'), max: limit('max_value') }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false }
    case 'picklist':
      return { ...base, widget: 'select', options: schema.options }
    case 'array': {
      const item = schema.item as Schema
      const bounds = { min: limit('min_length'), max: limit('max_length') }
      if (item.type === 'strict_object') return { ...base, widget: 'list', ...bounds, fields: fields(item) }
      return { ...base, widget: 'list', ...bounds, field: field('item', item) }
    }
    case 'strict_object':
      return { ...base, widget: 'object', fields: fields(schema) }
    default:
      throw new Error(`cms-config: no CMS widget for the schema type ${schema.type} (${name})`)
  }
}

const fields = (object: Schema) =>
  Object.entries(object.entries!).map(([name, schema]) => field(name, schema as Schema))

const fileEntry = (key: ContentKey) => ({
  name: key.replace(/\W/g, '-'),
  label: v.getTitle(catalog[key])!,
  file: `content/${contentPath(key)}`,
  format: 'json',
  i18n: true,
  fields: fields(wordsSchema(catalog[key]) as Schema),
})

type Folder = ContentKey extends infer Key ? (Key extends `${infer Name}/${string}` ? Name : never) : never
type RootFile = Exclude<ContentKey, `${string}/${string}`>
type FolderName = keyof typeof folders

/** content/'s own files, in two groups by what they are about: a new one fails to type-check until it has its group. */
const ROOT_GROUPS = {
  settings: 'settings',
  frame: 'settings',
  meta: 'sharing',
  app: 'sharing',
} as const satisfies Record<RootFile, string>

type RootGroup = (typeof ROOT_GROUPS)[RootFile]

/** The group of the editor a catalog file is in: its folder's, or for content/'s own files ROOT_GROUPS'. */
const groupOf = (key: ContentKey): string =>
  key.includes('/') ? key.slice(0, key.indexOf('/')) : ROOT_GROUPS[key as RootFile]

interface FolderSettings {
  label_singular: string
  description: string
  create: boolean
  delete: boolean
  identifier_field: string
  slug: string
  summary: string
  sortable_fields: unknown
  media_folder: string
  public_folder: string
}

/**
 * The editor's groups, in its order, each named after its folder: a group of files, by its label, holding the
 * catalog's files of that folder in the catalog's order; or a folder of files alike (schema.ts, `folders`), by its
 * settings. A new folder fails to type-check until it is given its place here.
 */
const GROUPS = {
  settings: 'Site settings',
  home: 'Home page',
  'case-studies': {
    label_singular: 'Case study',
    description: 'Each case study has its own pages in both languages and a slide in the home page carousel.',
    create: true,
    delete: true,
    identifier_field: 'company',
    slug: '{{fields.slug}}',
    summary: '{{order}}. {{company}}',
    sortable_fields: { fields: ['order', 'company'], default: { field: 'order', direction: 'ascending' } },
    // The illustration is kept beside its case study's file.
    media_folder: '',
    public_folder: '',
  },
  pages: 'Other pages',
  sharing: 'Sharing, installing and offline',
} satisfies Record<Folder | RootGroup, string> & Record<FolderName, FolderSettings>

function collection(name: string, group: string | FolderSettings) {
  if (typeof group === 'string')
    return { name, label: group, i18n: true, files: contentKeys.filter((key) => groupOf(key) === name).map(fileEntry) }
  const { label_singular, description, ...settings } = group
  const schema = folders[name as FolderName]
  return {
    name,
    label: v.getTitle(schema)!,
    label_singular,
    description,
    folder: `content/${name}`,
    format: 'json',
    extension: 'json',
    ...settings,
    i18n: true,
    fields: fields(wordsSchema(schema) as Schema),
  }
}

export interface CmsOptions {
  repo?: string
  branch?: string
  /** The OAuth relay that signs editors in to GitHub (for example a `sveltia-cms-auth` Worker). */
  authUrl?: string
  siteUrl?: string
}

export function cmsConfig({ repo = 'launchloop/site', branch = 'main', authUrl, siteUrl }: CmsOptions = {}) {
  return {
    backend: { name: 'github', repo, branch, ...(authUrl && { base_url: authUrl }) },
    // Every change is a branch and a pull request, built and checked by CI before it is published.
    publish_mode: 'editorial_workflow',
    ...(siteUrl && { site_url: siteUrl }),
    // The sign-in screen, the header and the tab carry the business's name and mark, not Sveltia's.
    app_title: siteSettings.name,
    logo: { src: '/favicon.svg' },
    media_folder: 'content/case-studies',
    public_folder: '',
    i18n: { structure: 'single_file', locales: [...LANGS], default_locale: DEFAULT_LANG },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: Object.entries(GROUPS).map(([name, group]) => collection(name, group)),
  }
}
