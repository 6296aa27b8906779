/// <reference lib="webworker" />
/** docs/pages.md, "Offline use and updates"; the application's half is src/application/worker.ts. */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { PACKAGE_PARAM } from './application/package'
import { sendWaitingApplications } from './application/worker'
import { DEFAULT_LANG, LANGS, langOf, localePath } from './ground/locale'
import { CASE_STUDY_MEDIA, heroVideoCache, isOldPicturesCache, pictureStandIn, picturesCache } from './lib/media'
import { isAdminPath } from './ground/paths'

declare const self: ServiceWorkerGlobalScope

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// Offline after one page view.
clientsClaim()
// Workbox's own defaults, and the package a pricing card names: its page is the precached one (package.ts).
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${PACKAGE_PARAM}$`)],
})
cleanupOutdatedCaches()

// An unknown address gets its language's not-found page, offline too; the content editor's go to the network untouched.
const siteNavigation = (request: Request, url: URL) => request.mode === 'navigate' && !isAdminPath(url.pathname)
for (const lang of LANGS.filter((lang) => lang !== DEFAULT_LANG))
  registerRoute(
    ({ request, url }) => siteNavigation(request, url) && langOf(url.pathname) === lang,
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: localePath(lang, '/404.html') })] }),
  )
registerRoute(
  ({ request, url }) => siteNavigation(request, url),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: localePath(DEFAULT_LANG, '/404.html') })] }),
)
registerRoute(
  ({ url }) => /^\/media\/hero\.(webm|mp4)$/.test(url.pathname),
  new CacheFirst({
    cacheName: heroVideoCache(__HERO_VIDEO_VERSION__),
    plugins: [
      new RangeRequestsPlugin(),
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2 }),
    ],
  }),
)
// The case-study pictures not precached (vite.config.ts): kept once drawn, in a cache named after them, so a release
// that changes one starts afresh; never drawn and offline, the precached one stands in. Precached addresses never get here.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(CASE_STUDY_MEDIA),
  new CacheFirst({
    cacheName: picturesCache(__PICTURES_VERSION__),
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 64 }),
      { handlerDidError: ({ request }) => matchPrecache(pictureStandIn(new URL(request.url).pathname)) },
    ],
  }),
)
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => isOldPicturesCache(name, __PICTURES_VERSION__)).map((name) => caches.delete(name)),
        ),
      ),
  ),
)
sendWaitingApplications((request) => siteNavigation(request, new URL(request.url)))
