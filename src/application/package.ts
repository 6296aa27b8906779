/** A pricing card's package in the application page's address, read in the browser (docs/application.md). */
import { PACKAGE_NAMES } from '../content/application-fields'

type Slug<Name extends string> = Name extends `${infer Word} ${infer Rest}`
  ? `${Lowercase<Word>}-${Slug<Rest>}`
  : Lowercase<Name>

export type PackageSlug = Slug<(typeof PACKAGE_NAMES)[number]>

export const PACKAGE_PARAM = 'package'

const slugOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-')

const SLUGS = new Map(PACKAGE_NAMES.map((name) => [slugOf(name) as PackageSlug, name]))

export const packageSlug = (name: string): PackageSlug | undefined =>
  SLUGS.has(slugOf(name) as PackageSlug) ? (slugOf(name) as PackageSlug) : undefined

export function packageSearch(search: Record<string, unknown>): { package?: PackageSlug } {
  const value = search[PACKAGE_PARAM]
  return typeof value === 'string' && SLUGS.has(value as PackageSlug) ? { package: value as PackageSlug } : {}
}

export const packageIn = (search: string) => SLUGS.get(new URLSearchParams(search).get(PACKAGE_PARAM) as PackageSlug)
