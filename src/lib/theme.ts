import { BRAND } from '../styles/brand.mjs'

/** The browser UI colour: the site's ink, matching the header-less hero and the manifest. */
export const themeColor = BRAND.ink
