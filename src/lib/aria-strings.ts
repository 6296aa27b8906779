import { createLocalizedStringDictionary, getLocalizationScript } from 'react-aria-components/i18n'

/** The React Aria packages whose own words the islands use: a toast region's name, an overlay's "Dismiss". */
export const ARIA_STRING_PACKAGES = ['@react-aria/toast', '@react-aria/overlays']

const dictionary = createLocalizedStringDictionary(ARIA_STRING_PACKAGES)

/** Only the page's locale, in the head: the browser's bundle carries none (vite.config.ts). */
export const ariaStringsScript = (locale: string) => getLocalizationScript(locale, dictionary)
