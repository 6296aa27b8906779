/** Sveltia's preview templates: each draws its entry with the site's own components, loaded when a preview first opens (./draw.tsx). */
import type { CustomPreviewTemplate } from '@sveltia/cms'
import { createElement } from 'react'

/** Sveltia names a file entry's template after it (src/content/cms-config.ts), a folder's after its collection. */
export const PREVIEWS = {
  'home-hero': 'home/hero.json',
  'home-why': 'home/why.json',
  'home-team': 'home/team.json',
  'home-package': 'home/package.json',
  'home-features': 'home/features.json',
  'home-case-studies-section': 'home/case-studies-section.json',
  'home-faq': 'home/faq.json',
  'home-pricing': 'home/pricing.json',
  'case-studies': undefined,
} as const

export type PreviewName = keyof typeof PREVIEWS

/**
 * Sveltia renders the template with its own copy of React, so the template uses no hook: its element's ref hands the
 * frame's node to the site's React, which draws there again at each render, as the editor types.
 */
export const previewTemplate =
  (name: PreviewName): CustomPreviewTemplate =>
  ({ entry }) =>
    createElement('div', {
      ref: (node: HTMLDivElement | null) => {
        const words = (entry.get('data') as { toJS(): Record<string, unknown> }).toJS()
        // The entry's other languages, under `i18n`: the frame's `lang` stays the one it opened with.
        const others = Object.keys((entry.get('i18n') as { toJS(): object } | undefined)?.toJS() ?? {})
        if (node) void import('./draw.tsx').then(({ draw }) => draw(node, name, words, others))
      },
    })
