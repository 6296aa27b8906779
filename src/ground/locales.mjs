/**
 * The site's languages, one row each: every language helper (locale.ts), the worker's fallbacks, the host rules, the
 * manifests, share images and the language link are derived from it (docs/arabic.md, "To add a language").
 * The first row is the default language, at the site's root (`DEFAULT_LANG`, lang.ts); every other lives under
 * `/<its key>/`, the route's `{-$locale}` segment. Plain JavaScript, so that the hosts' Node scripts read it too.
 */
export const LOCALES = /** @type {const} */ ({
  en: {
    dir: 'ltr',
    /** `Intl`'s locale for prices, units and React Aria. */
    intl: 'en-US',
    og: 'en_US',
    font: {
      /** Preloaded on its pages: the face its headings are drawn in (src/styles/fonts.css). */
      heading: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      /** Its share images' family and the files that draw it (scripts/build/share-images.ts). */
      image: 'Inter',
      imageFiles: [
        '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
        '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
      ],
    },
    /** Whether a small heading may be set in letter-spaced capitals. */
    capitals: true,
  },
  ar: {
    dir: 'rtl',
    // Western digits: prices in US dollars and quoted figures read the same in both languages (docs/arabic.md).
    intl: 'ar-AE-u-nu-latn',
    og: 'ar_AE',
    font: {
      heading: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
      image: 'Noto Sans Arabic, Inter',
      imageFiles: [
        '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
        '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
      ],
    },
    // Arabic has no capitals, and letter spacing breaks its joined letters.
    capitals: false,
  },
})
