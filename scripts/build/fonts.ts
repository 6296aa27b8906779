import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { FontaineTransform } from 'fontaine'
import type { Plugin } from 'vite'
import { LANGS, LOCALES } from '../../src/ground/locale.ts'

const require = createRequire(import.meta.url)

/** Fallbacks for src/styles/fonts.css: local faces fontaine sizes to each brand face's metrics, the likeliest first. */
export const FALLBACKS = {
  'Inter Variable': ['Arial', 'Helvetica Neue', 'Roboto', 'Segoe UI'],
  'IBM Plex Sans Arabic': ['Segoe UI', 'Tahoma', 'Noto Sans Arabic', 'Arial'],
}

export const fontFallbacks = (): Plugin =>
  FontaineTransform.vite({ fallbacks: FALLBACKS, resolvePath: (id) => pathToFileURL(require.resolve(id)) }) as Plugin

const HEADING_FACES = 'virtual:heading-faces'

/** `virtual:heading-faces`: each language's heading face (the locale table's `font.heading`) as the build's own address. */
export const headingFaces = (): Plugin => ({
  name: 'heading-faces',
  resolveId: (id) => (id === HEADING_FACES ? `\0${HEADING_FACES}` : undefined),
  load: (id) =>
    id === `\0${HEADING_FACES}`
      ? [
          ...LANGS.map(
            (lang, index) => `import face${index} from ${JSON.stringify(`${LOCALES[lang].font.heading}?url`)}`,
          ),
          `export default { ${LANGS.map((lang, index) => `${JSON.stringify(lang)}: face${index}`).join(', ')} }`,
        ].join('\n')
      : undefined,
})
