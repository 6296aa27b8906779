/** Sveltia CMS's configuration (/admin/config.yml), generated from schema.ts so the CMS stops an editor with the rules the build checks. */
import * as v from 'valibot'
import { settings as siteSettings } from './load.ts'
import { DEFAULT_LANG, LANGS } from '../ground/locale.ts'
import { caseStudySchema, fieldMeta, schemas, wordsSchema } from './schema.ts'

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

const fileEntry = (schema: Schema) => {
  const { file } = fieldMeta(schema)
  return {
    name: file!.replace(/\.json$/, '').replace(/\W/g, '-'),
    label: v.getTitle(schema)!,
    file: `content/${file}`,
    format: 'json',
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
  const {
    settings,
    frame,
    hero,
    why,
    packageSection,
    features,
    caseStudiesSection,
    team,
    faq,
    pricing,
    application,
    caseStudyPage,
    notFound,
    error,
    privacy,
    meta,
    app,
  } = schemas
  const group = (name: string, label: string, files: Schema[]) => ({
    name,
    label,
    i18n: true,
    files: files.map(fileEntry),
  })
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
    collections: [
      group('settings', 'Site settings', [settings, frame]),
      group('home', 'Home page', [hero, why, team, packageSection, features, caseStudiesSection, faq, pricing]),
      {
        name: 'case-studies',
        label: 'Case studies',
        label_singular: 'Case study',
        description: 'Each case study has its own pages in both languages and a slide in the home page carousel.',
        folder: 'content/case-studies',
        format: 'json',
        extension: 'json',
        create: true,
        delete: true,
        identifier_field: 'company',
        slug: '{{fields.slug}}',
        summary: '{{order}}. {{company}}',
        sortable_fields: { fields: ['order', 'company'], default: { field: 'order', direction: 'ascending' } },
        // The illustration is kept beside its case study's file.
        media_folder: '',
        public_folder: '',
        i18n: true,
        fields: fields(wordsSchema(caseStudySchema) as Schema),
      },
      group('pages', 'Other pages', [application, caseStudyPage, notFound, error, privacy]),
      group('sharing', 'Sharing, installing and offline', [meta, app]),
    ],
  }
}
