import { DEFAULT_LANG, type Lang } from './lang.ts'

/** Ends the name of a language's own value of a variable set per language: `VITE_HUBSPOT_FORM_ID_AR`. */
export const envSuffix = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `_${lang.toUpperCase().replace(/\W/g, '_')}`)
