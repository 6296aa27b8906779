import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cmsConfig } from './cms-config.ts'
import { contentKeys, contentPath, folders } from './schema.ts'

const CONTENT = 'content'

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return jsonFiles(path)
    return name.endsWith('.json') ? [relative(CONTENT, path)] : []
  })

describe('the catalog and the editor', () => {
  const { collections } = cmsConfig()

  it('give every file of the catalog exactly one entry in the editor', () => {
    const entries = collections.flatMap((collection) => collection.files ?? [])
    for (const key of contentKeys) {
      const file = `content/${contentPath(key)}`
      expect(
        entries.filter((entry) => entry.file === file),
        `${file}: expected one entry in the editor, in its folder's group (src/content/cms-config.ts: GROUPS, and ROOT_GROUPS for content/'s own files)`,
      ).toHaveLength(1)
    }
    expect(entries).toHaveLength(contentKeys.length)
  })

  it('give every folder of files alike its collection in the editor', () => {
    for (const name of Object.keys(folders))
      expect(
        collections.filter((collection) => 'folder' in collection && collection.folder === `${CONTENT}/${name}`),
        `${CONTENT}/${name}/: expected one folder collection in the editor`,
      ).toHaveLength(1)
  })

  it('know every JSON file under content/, so none is left out of the checks and the editor', () => {
    const known = (file: string) =>
      contentKeys.some((key) => contentPath(key) === file) ||
      Object.keys(folders).some((name) => file.startsWith(`${name}/`))
    const unknown = jsonFiles(CONTENT).filter((file) => !known(file))
    expect(
      unknown,
      'content files the catalog does not know, so the build does not check them and the editor cannot open them: ' +
        "give each its schema in `catalog` in src/content/schema.ts, under its path without .json ('home/hero' for " +
        'content/home/hero.json); the editor then lists it in its folder’s group (docs/cms.md)',
    ).toEqual([])
  })
})
