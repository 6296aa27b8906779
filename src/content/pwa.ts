import appFile from '../../content/app.json' with { type: 'json' }
import { perLanguage, wordsOf } from './load.ts'
import type { schemas } from './schema.ts'

const app = wordsOf<typeof schemas.app>(appFile)

/** The installed app's name, the notifications and the offline texts; the install steps are install-steps.ts's. */
export const pwa = perLanguage((lang) => {
  const { install: _, ...words } = app[lang]
  return words
})
