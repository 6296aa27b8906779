/** Every response header of the site, defined once for the local server and every host's configuration. */
import { createHash } from 'node:crypto'
import { getTransformedRoutes } from '@vercel/routing-utils'
import {
  APPLY_ANSWER_LIMIT,
  APPLY_BODY_LIMIT,
  APPLY_FORM_PATTERN,
  APPLY_PATH,
  APPLY_TIMEOUT_MS,
  DEFAULT_HUBSPOT_SUBMIT_ORIGIN,
  HUBSPOT_SUBMIT_PATH,
  NETLIFY_APPLY_FUNCTION,
  TRAP_HEADERS,
} from './apply-proxy.mjs'
import {
  DEFAULT_ANALYTICS_UPSTREAM,
  EVENT_ANSWER_LIMIT,
  EVENT_BODY_LIMIT,
  EVENT_HEADERS,
  EVENT_PATH,
  EVENT_TIMEOUT_MS,
} from './event-proxy.mjs'
import { SECURITY_HEADERS } from './security-headers.mjs'
import { LOCALES } from '../../src/ground/locales.mjs'

export { SECURITY_HEADERS }

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yml': 'application/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
}

const FORM_PROVIDER = {
  script: ['https://*.hsforms.net', 'https://*.hsforms.com'],
  img: ['https://*.hsforms.net', 'https://*.hsforms.com'],
  connect: [
    'https://forms.hsforms.com',
    'https://forms.hubspot.com',
    'https://api.hsforms.com',
    'https://forms.hscollectedforms.net',
  ],
  frame: ['https://*.hsforms.com', 'https://*.hubspot.com'],
  form: ['https://forms.hsforms.com'],
}
// Our form and the worker send through the site's own `/api/apply`: HubSpot's hosts are the embed's alone.
const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'"

export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? ''
    if (/\ssrc=/.test(attrs)) continue
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1]
    if (type && !/^(module|text\/javascript|application\/javascript)$/.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** For the page's `<meta http-equiv>` (docs/toolchain.md, "Browsers"). @param {{ scriptHashes?: string[], formProvider?: boolean }} [options] */
export function contentSecurityPolicy({ scriptHashes = [], formProvider = false } = {}) {
  /** @param {keyof typeof FORM_PROVIDER} key */
  const extra = (key) => (formProvider ? FORM_PROVIDER[key] : [])
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...extra('script')],
    // React Aria sets a few style attributes in prerendered markup; HubSpot injects styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra('connect')],
    'media-src': ["'self'"],
    'frame-src': formProvider ? extra('frame') : ["'none'"],
    'worker-src': ["'self'"],
    // No manifest-src: WebKit reports it as unrecognised, and default-src covers the manifest.
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...extra('form')],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** @typedef {{ path: string, formProvider: boolean }} PolicyPage */

/** @param {PolicyPage} page @param {string} html */
export function pagePolicy(page, html) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), formProvider: page.formProvider })
}

/** The policy goes right after `<meta charset>`, before anything it governs. @param {PolicyPage} page @param {string} html */
export function withPolicyMeta(page, html) {
  const charset = /<meta charset="utf-8"\/?>/i.exec(html)
  if (!charset) throw new Error(`headers: ${page.path} has no <meta charset> to put its policy after`)
  const at = charset.index + charset[0].length
  const content = pagePolicy(page, html).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(at)}`
}

export const ADMIN = '/admin/'

export function adminPolicy() {
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    // Svelte injects its components' styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'data:', 'blob:', 'https://api.github.com', 'https://www.githubstatus.com'],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    // The preview's frame is a `blob:` page whose `<base>` names this origin, for the site's pictures.
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function cacheControl(pathname) {
  if (pathname.startsWith('/assets/') || pathname.startsWith(`${ADMIN}assets/`))
    return 'public, max-age=31536000, immutable'
  if (pathname.startsWith('/media/') || pathname.startsWith('/icons/') || pathname.startsWith('/og/'))
    return 'public, max-age=604800'
  return 'no-cache'
}

/** @type {[pattern: string, headers: Record<string, string>][]} Applied in order, a later rule replacing a header. */
/** Each language's folder: the table's first language at the root, every other under its code (src/ground/locales.mjs). */
const LANGUAGE_FOLDERS = Object.keys(LOCALES).map((lang, index) => (index ? `/${lang}/` : '/'))

/** @type {[pattern: string, headers: Record<string, string>][]} */
export const HEADER_RULES = [
  ['/*', { ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' }],
  ['/assets/*', { 'Cache-Control': cacheControl('/assets/x') }],
  ['/media/*', { 'Cache-Control': cacheControl('/media/x') }],
  ['/icons/*', { 'Cache-Control': cacheControl('/icons/x') }],
  ['/og/*', { 'Cache-Control': cacheControl('/og/x') }],
  // Its sign-in popup answers through its opener.
  [
    `${ADMIN}*`,
    {
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Content-Security-Policy': adminPolicy(),
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-cache',
    },
  ],
  [`${ADMIN}assets/*`, { 'Cache-Control': cacheControl(`${ADMIN}assets/x`) }],
  ['/sw.js', { 'Cache-Control': 'no-cache', 'Content-Security-Policy': WORKER_POLICY }],
  ...LANGUAGE_FOLDERS.map((folder) => [
    `${folder}manifest.webmanifest`,
    { 'Content-Type': CONTENT_TYPES['.webmanifest'], 'Cache-Control': 'no-cache' },
  ]),
]

/** Longest prefix first. */
export const NOT_FOUND_PAGES = LANGUAGE_FOLDERS.map((prefix) => ({
  prefix,
  path: `${prefix}404`,
  file: `${prefix}404.html`,
})).reverse()

/** A 404 page is public only as its file (`/404.html`). */
export const NOT_PUBLIC = ['/_headers', '/_redirects', ...NOT_FOUND_PAGES.map((page) => page.path)]

const LANGUAGE_NOT_FOUND_PAGES = NOT_FOUND_PAGES.filter((page) => page.prefix !== '/')

export const notFoundPageFor = (pathname) =>
  NOT_FOUND_PAGES.find((page) => `${pathname}/`.startsWith(page.prefix)) ?? NOT_FOUND_PAGES.at(-1)

const NOWHERE = '_not-found'

export const NETLIFY_EVENT_FUNCTION = '/.netlify/functions/event'

/** One file for Netlify and Cloudflare Pages, each skipping the other's lines (docs/toolchain.md). */
export function redirectsFile() {
  const netlify = [
    // Forced (`!`) so that Cloudflare skips them: there the Functions answer.
    `${EVENT_PATH}  ${NETLIFY_EVENT_FUNCTION}  200!`,
    `${APPLY_PATH}/*  ${NETLIFY_APPLY_FUNCTION}/:splat  200!`,
    // Forced (`!`): Netlify's clean URLs would otherwise answer `/404` with the file.
    ...NOT_PUBLIC.map((path) => `${path}  ${notFoundPageFor(path).file}  404!`),
    ...LANGUAGE_NOT_FOUND_PAGES.map((page) => `${page.prefix}*  ${page.file}  404`),
  ]
  const cloudflare = [
    // The precached 404 pages must answer 200 at their own address, not redirect to `/404`.
    ...NOT_FOUND_PAGES.map((page) => `${page.file}  ${page.path}  200`),
    ...NOT_PUBLIC.map((path) => `${path}  ${notFoundPageFor(path).prefix}${NOWHERE}  200`),
  ]
  return `# Netlify\n${netlify.join('\n')}\n# Cloudflare Pages\n${cloudflare.join('\n')}\n`
}

const covers = (broad, narrow) => broad.endsWith('/*') && narrow !== broad && narrow.startsWith(broad.slice(0, -1))

export function headersFor(pathname) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const [pattern, values] of HEADER_RULES)
    if (pattern === pathname || covers(pattern, pathname)) Object.assign(headers, values)
  return headers
}

/** Cloudflare joins matching rules' values, so a narrower rule detaches (`! Name`) what a broader one set. */
export function headersFile() {
  const block = ([pattern, headers]) => {
    const inherited = new Set(
      HEADER_RULES.filter(([broad]) => covers(broad, pattern)).flatMap(([, values]) => Object.keys(values)),
    )
    const detached = Object.keys(headers)
      .filter((name) => inherited.has(name))
      .map((name) => `  ! ${name}`)
    return [pattern, ...detached, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  }
  return HEADER_RULES.map(block).join('\n\n') + '\n'
}

/** Vercel's clean-URL redirect reflects the path: `//host/x.html` would lead to `//host/x`, another site (a browser reads `\` as `/`, drops tabs and newlines); it ends routing before the header routes, so it carries the site's headers. @param {{ src: string, headers?: Record<string, string>, status?: number }} route */
function onSiteRedirect(route) {
  if (!route.headers?.Location) return route
  const headers = { ...headersFor('/'), ...route.headers }
  if (!route.headers.Location.includes('$')) return { ...route, headers }
  if (!route.src.startsWith('^/'))
    throw new Error(`vercel.json: a redirect whose source does not start at the root: ${route.src}`)
  return { ...route, src: `^/(?![/\\\\\\t\\n\\r])${route.src.slice(2)}`, headers }
}

/** In `routes`, which a second not-found page needs; read before any build. */
export function vercelConfig() {
  const source = (pattern) => (pattern.endsWith('/*') ? `${pattern.slice(0, -2)}/(.*)` : pattern)
  const { routes, error } = getTransformedRoutes({
    cleanUrls: true,
    headers: HEADER_RULES.map(([pattern, headers]) => ({
      source: source(pattern),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  })
  if (error) throw new Error(`vercel.json: ${error.message}`)
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    // Vercel's own VERCEL=1 depends on a project setting: this deploy is checked either way.
    buildCommand: 'DEPLOY=1 npm run build',
    outputDirectory: 'dist',
    routes: [
      // Its function (`api/event.js`) answers every method and sets every header itself.
      { src: `^${EVENT_PATH}/?$`, dest: EVENT_PATH },
      { src: `^${APPLY_PATH}(?:/.*)?$`, dest: APPLY_PATH },
      // The precached 404 pages answer 200 at their own address: Workbox refuses to precache a 404, where the clean-URL redirect leads.
      ...NOT_FOUND_PAGES.map((page) => ({
        src: `^${page.file.replaceAll('.', '\\.')}$`,
        headers: headersFor(page.file),
        dest: page.file,
      })),
      ...routes.map(onSiteRedirect),
      ...[...LANGUAGE_NOT_FOUND_PAGES.map((page) => page.prefix), ADMIN].map((folder) =>
        onSiteRedirect({ src: `^${folder.slice(0, -1)}$`, headers: { Location: folder }, status: 308 }),
      ),
      ...NOT_PUBLIC.map((path) => ({ src: `^${path}/?$`, dest: notFoundPageFor(path).file, status: 404 })),
      { handle: 'filesystem' },
      { src: '^/(.+?)/?$', dest: '/$1.html', check: true },
      ...NOT_FOUND_PAGES.map((page) => ({
        src: `^${page.prefix === '/' ? '' : page.prefix.slice(0, -1)}(?:/.*)?$`,
        dest: page.file,
        status: 404,
      })),
    ],
  }
}

/** @param {{ root: string, listen?: string, upstream?: string, hubspotOrigin?: string, applyTimeoutMs?: number }} options */
export function nginxServer({
  root,
  listen = '80',
  upstream = DEFAULT_ANALYTICS_UPSTREAM,
  hubspotOrigin = DEFAULT_HUBSPOT_SUBMIT_ORIGIN,
  applyTimeoutMs = APPLY_TIMEOUT_MS,
}) {
  const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const addHeaders = (headers, indent, withType = false) =>
    Object.entries(headers)
      .filter(([name]) => withType || name !== 'Content-Type')
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n')
  const types = Object.entries(CONTENT_TYPES).map(
    ([extension, type]) => `    ${type.split(';')[0]} ${extension.slice(1)};`,
  )
  const textTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((type) => type.includes('charset'))
        .map((type) => type.split(';')[0]),
    ),
  ]
  // nginx drops the server's add_header lines in a location with its own: each repeats the merged set.
  const locations = HEADER_RULES.filter(([pattern]) => pattern !== '/*').map(([pattern, values]) => {
    const match = pattern.endsWith('/*') ? `${pattern.slice(0, -1)}` : `= ${pattern}`
    const type = values['Content-Type']
      ? `    default_type ${values['Content-Type'].split(';')[0]};\n    types { }\n`
      : ''
    return `  location ${match} {\n${type}${addHeaders(headersFor(pattern), '    ')}\n    try_files $uri =404;\n  }`
  })
  return `# Generated from scripts/hosting/headers.mjs by the build: do not edit. Include it in nginx's http block.
${applyTypeMap()}
server {
  listen ${listen};
  root ${root};
  index index.html;
  server_tokens off;
  types {
${types.join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${textTypes.join(' ')};
  gzip on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types ${textTypes.filter((type) => type !== 'text/html').join(' ')} image/svg+xml;

  # Any unknown, hidden or malformed address gets its language's 404 page with status 404.
  error_page 400 404 =404 /404.html;
${addHeaders(headersFor('/'), '  ')}
${notAllowedLocation(addHeaders)}

  # A trailing slash is the same page.
  rewrite ^(/.+)/+$ $1 last;
${LANGUAGE_NOT_FOUND_PAGES.map(
  (page) => `  location ~ ^${page.prefix}(.*/)?\\. { error_page 404 =404 ${page.file}; return 404; }`,
).join('\n')}
  location ~ /\\. { return 404; }
${NOT_PUBLIC.map((path) => `  location = ${path} {${notFoundPageFor(path).prefix !== '/' ? ` error_page 404 =404 ${notFoundPageFor(path).file};` : ''} return 404; }`).join('\n')}
  location = / {
    try_files /index.html =404;
  }
  location / {
    try_files $uri $uri.html $uri/index.html =404;
  }
  # The content editor's page, which the rewrite above gives without its slash.
  location = ${ADMIN.slice(0, -1)} {
${addHeaders(headersFor(ADMIN), '    ')}
    try_files ${ADMIN}index.html =404;
  }
${LANGUAGE_NOT_FOUND_PAGES.map(
  (page) =>
    `  location ${page.prefix} {\n    error_page 400 404 =404 ${page.file};\n    error_page 405 @not-allowed;\n    try_files $uri $uri.html $uri/index.html =404;\n  }`,
).join('\n')}
${locations.join('\n')}
${eventLocation(upstream, addHeaders)}
${applyLocations(hubspotOrigin, applyTimeoutMs, addHeaders)}
}
`
}

const APPLY_TYPE = '$apply_type'

/** HubSpot's JSON stays JSON (the page reads its `errors`), anything else becomes text. */
const applyTypeMap = () => `map $upstream_http_content_type ${APPLY_TYPE} {
  default "text/plain; charset=utf-8";
  ~*^application/json "application/json; charset=utf-8";
}`

/** Only rewrites run here: the traps' headers go on to HubSpot, which ignores them, and nothing checks them. */
function applyLocations(origin, timeoutMs, addHeaders) {
  // nginx reads `45s`, or milliseconds as `1500ms`.
  const wait = timeoutMs % 1000 ? `${timeoutMs}ms` : `${timeoutMs / 1000}s`
  const kb = (bytes) => `${bytes / 1024}k`
  const { 'Content-Type': type, ...headers } = EVENT_HEADERS
  const hidden = [
    'Set-Cookie',
    'Location',
    'Content-Type',
    'Access-Control-Allow-Origin',
    'Access-Control-Allow-Credentials',
    'Access-Control-Expose-Headers',
    ...Object.keys(headers),
  ]
  return `  location ${APPLY_PATH} {
    error_page 404 @apply-failed;
    return 404;
  }
  location ~ "^${APPLY_PATH}/${APPLY_FORM_PATTERN}$" {
    error_page 405 @not-allowed;
    # nginx's own refusals and failures, and HubSpot's 502 and 504, empty; HubSpot's other answers pass with their text.
    proxy_intercept_errors on;
    error_page 413 502 504 @apply-failed;
    error_page 301 302 303 307 308 =502 @apply-failed;
    if ($request_method != POST) { return 405; }
    client_max_body_size ${kb(APPLY_BODY_LIMIT)};
    # The ending ? drops the visitor's query string.
    rewrite "^${APPLY_PATH}/(.*)$" ${HUBSPOT_SUBMIT_PATH}$1? break;
    proxy_pass ${origin};
    proxy_pass_request_headers off;
    proxy_set_header Host ${new URL(origin).host};
    proxy_set_header Content-Type $content_type;
${TRAP_HEADERS.map((name) => `    proxy_set_header ${name} $http_${name.replaceAll('-', '_')};`).join('\n')}
    proxy_ssl_server_name on;
    proxy_connect_timeout ${wait};
    proxy_send_timeout ${wait};
    proxy_read_timeout ${wait};
    proxy_buffer_size ${kb(APPLY_ANSWER_LIMIT)};
    proxy_buffers 2 ${kb(APPLY_ANSWER_LIMIT)};
    proxy_busy_buffers_size ${kb(APPLY_ANSWER_LIMIT)};
    proxy_max_temp_file_size 0;
${hidden.map((name) => `    proxy_hide_header ${name};`).join('\n')}
${addHeaders(headers, '    ')}
    add_header Content-Type ${APPLY_TYPE} always;
  }
  location @apply-failed {
    types { }
    default_type ${type.split(';')[0]};
${addHeaders(headers, '    ')}
    return 200 "";
  }`
}

/** nginx cannot cut a proxied answer short: it passes through two small buffers, never whole in memory or on disk. */
function eventLocation(upstream, addHeaders) {
  const seconds = `${EVENT_TIMEOUT_MS / 1000}s`
  const { 'Content-Type': type, ...headers } = EVENT_HEADERS
  return `  location = ${EVENT_PATH} {
    # nginx's own refusals and failures: empty, text, no-store, with their status (it also replaces the provider's
    # body with these codes). A redirect is neither followed nor passed on: the provider did not take the event.
    error_page 405 @not-allowed;
    error_page 400 408 413 500 502 503 504 @event-failed;
    proxy_intercept_errors on;
    error_page 301 302 303 307 308 =502 @event-failed;
    if ($request_method != POST) { return 405; }
    client_max_body_size ${EVENT_BODY_LIMIT / 1024}k;
    # proxy_pass would append the visitor's query string.
    set $args "";
    proxy_pass ${upstream};
    proxy_pass_request_headers off;
    proxy_set_header Host ${new URL(upstream).host};
    proxy_set_header Content-Type $content_type;
    proxy_set_header User-Agent $http_user_agent;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_ssl_server_name on;
    proxy_connect_timeout ${seconds};
    proxy_send_timeout ${seconds};
    proxy_read_timeout ${seconds};
    proxy_buffer_size ${EVENT_ANSWER_LIMIT / 1024}k;
    proxy_buffers 2 ${EVENT_ANSWER_LIMIT / 1024}k;
    proxy_busy_buffers_size ${EVENT_ANSWER_LIMIT / 1024}k;
    proxy_max_temp_file_size 0;
${['Set-Cookie', 'Location', ...Object.keys(EVENT_HEADERS)].map((name) => `    proxy_hide_header ${name};`).join('\n')}
${addHeaders(EVENT_HEADERS, '    ', true)}
  }
  location @event-failed {
    default_type ${type.split(';')[0]};
${addHeaders(headers, '    ')}
    return 200 "";
  }`
}

/** nginx refuses TRACE before it chooses a location, so every 405 comes here, and names what the address takes. */
function notAllowedLocation(addHeaders) {
  return `  error_page 405 @not-allowed;
  location @not-allowed {
    set $allow "GET, HEAD";
    set $cache "${headersFor('/')['Cache-Control']}";
    if ($uri ~ "^(${EVENT_PATH}|${APPLY_PATH}/${APPLY_FORM_PATTERN})/*$") {
      set $allow "POST";
      set $cache "${EVENT_HEADERS['Cache-Control']}";
    }
    # The address's own type (a page's, after try_files) would describe a body there is not.
    types { }
    default_type ${EVENT_HEADERS['Content-Type'].split(';')[0]};
${addHeaders(SECURITY_HEADERS, '    ')}
    add_header Cache-Control $cache always;
    add_header Allow $allow always;
    return 200 "";
  }`
}
