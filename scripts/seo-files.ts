import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pages } from '../src/lib/page-list.ts'

/** sitemap.xml with every indexable page, from the same page list the prerender uses. */
export function sitemap(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${origin}${page.path}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`
}

export async function writeSeoFiles(outDir: string, siteUrl: string) {
  await writeFile(join(outDir, 'sitemap.xml'), sitemap(siteUrl))
  await writeFile(join(outDir, 'robots.txt'), robots(siteUrl))
}
