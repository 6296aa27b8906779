import { createLocalizedStringDictionary, getLocalizationScript } from 'react-aria-components/i18n'

/** The React Aria packages whose own words the islands use: a toast region's name, an overlay's "Dismiss". */
export const ARIA_STRING_PACKAGES = ['@react-aria/toast', '@react-aria/overlays']

const dictionary = createLocalizedStringDictionary(ARIA_STRING_PACKAGES)

/**
 * React Aria's words in the page's locale only, for the head: the browser's bundle carries none
 * (vite.config.ts), so an English page never loads Arabic strings, nor the reverse.
 */
export const ariaStringsScript = (locale: string) => getLocalizationScript(locale, dictionary)
