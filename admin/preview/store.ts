/** The entry being edited, in place of its committed file: the site's loaders read content through here in the preview (admin/vite.config.ts). */
import type { Lang } from '../../src/ground/locale.ts'

type Words = Record<string, unknown>

const shown = new Map<string, Partial<Record<Lang, Words>>>()

/** One entry at a time: a draft left unsaved is not drawn in the next preview. */
export function showEntry(file: string | undefined, lang: Lang, words: Words) {
  shown.clear()
  if (file) shown.set(file, { [lang]: words })
}

/** A content file as the site imports it (`content/home/pricing.json` → `home/pricing.json`), each language read when asked. */
export const live = (file: string, committed: Record<string, Words>) =>
  new Proxy(committed, {
    get: (target, key) => (typeof key === 'string' && shown.get(file)?.[key as Lang]) || target[key as string],
  })
