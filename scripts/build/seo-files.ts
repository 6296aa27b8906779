import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_LANG, LANGS, alternatePath } from '../../src/ground/locale.ts'
import { pages } from '../../src/lib/page-list.ts'

export function sitemap(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => {
      const alternates = [
        ...LANGS.map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${alternatePath(page.path, lang)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${alternatePath(page.path, DEFAULT_LANG)}"/>`,
      ]
      return `  <url><loc>${origin}${page.path}</loc>${alternates.join('')}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`
}

export async function writeSeoFiles(outDir: string, siteUrl: string) {
  await writeFile(join(outDir, 'sitemap.xml'), sitemap(siteUrl))
  await writeFile(join(outDir, 'robots.txt'), robots(siteUrl))
}
