import appFile from '../../content/app.json' with { type: 'json' }
import { perLanguage, wordsOf } from './load.ts'

const app = wordsOf<'app'>(appFile)

export const pwa = perLanguage((lang) => {
  const { install: _, ...words } = app[lang]
  return words
})

/** Safari has no install prompt: the steps to add the site by hand, on an iPhone or iPad and on a Mac. */
export const installSteps = perLanguage((lang) => app[lang].install)
