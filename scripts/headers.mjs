/**
 * Every response header of the site, defined once: the local production server applies them per
 * request, and the build writes the same rules to dist/_headers for Netlify or Cloudflare Pages.
 */
import { createHash } from 'node:crypto'

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
}

export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  // The page's own policy is in the page (`withPolicyMeta`); this header adds what a meta cannot.
  'Content-Security-Policy': "frame-ancestors 'none'",
}

/** Hosts of the form provider, for the page that loads it (TOOLCHAIN.md lists them). */
const FORM_PROVIDER = {
  script: ['https://*.hsforms.net', 'https://*.hsforms.com'],
  img: ['https://*.hsforms.net', 'https://*.hsforms.com'],
  connect: ['https://forms.hsforms.com', 'https://forms.hubspot.com', 'https://api.hsforms.com', 'https://forms.hscollectedforms.net'],
  frame: ['https://*.hsforms.com', 'https://*.hubspot.com'],
  form: ['https://forms.hsforms.com'],
}
/** HubSpot's submission endpoint, where the page and the service worker post applications (src/lib/application.ts). */
export const FORM_ENDPOINT = 'https://api.hsforms.com/submissions/v3/integration/submit/'
/** The service worker fetches the site's own files and posts applications: nothing else. */
const WORKER_POLICY = `default-src 'none'; connect-src 'self' ${FORM_ENDPOINT}; frame-ancestors 'none'`

/** SHA-256 sources for the inline scripts the prerender emits (executable ones only). */
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

/**
 * The Content-Security-Policy of a page: no inline script but the hashed ones, no eval. It travels
 * in the page itself, as `<meta http-equiv>` at the top of its head (`pageMeta`), so the page runs
 * under its own policy however it is served: as `/x` or `/x.html`, from the service worker's
 * precache, or by a host that cannot set headers per path. A meta policy cannot carry
 * `frame-ancestors`: that one is the site-wide header (`SECURITY_HEADERS`).
 * @param {{ scriptHashes?: string[], formProvider?: boolean, formEndpoint?: boolean }} [options]
 */
export function contentSecurityPolicy({ scriptHashes = [], formProvider = false, formEndpoint = false } = {}) {
  /** @param {keyof typeof FORM_PROVIDER} key */
  const extra = (key) => (formProvider ? FORM_PROVIDER[key] : [])
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...extra('script')],
    // React Aria sets a few style attributes in prerendered markup; HubSpot injects styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra('img')],
    'font-src': ["'self'"],
    'connect-src': [...new Set(["'self'", ...extra('connect'), ...(formEndpoint ? [FORM_ENDPOINT] : [])])],
    'media-src': ["'self'"],
    'frame-src': formProvider ? extra('frame') : ["'none'"],
    'worker-src': ["'self'"],
    // No manifest-src: default-src covers the manifest, and WebKit reports the directive as
    // unrecognised (a console security error on every page).
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...extra('form')],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * A page's own policy, from its inline scripts and whether it loads the form provider.
 * @param {{ path: string, formProvider: boolean, formEndpoint?: boolean }} page
 * @param {string} html
 */
export function pagePolicy(page, html) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), formProvider: page.formProvider, formEndpoint: page.formEndpoint })
}

/**
 * The page with its policy as the first element after `<meta charset>` (which must stay in the
 * first 1,024 bytes): nothing the policy governs comes before it.
 */
/**
 * @param {{ path: string, formProvider: boolean, formEndpoint?: boolean }} page
 * @param {string} html
 */
export function withPolicyMeta(page, html) {
  const charset = /<meta charset="utf-8"\/?>/i.exec(html)
  if (!charset) throw new Error(`headers: ${page.path} has no <meta charset> to put its policy after`)
  const at = charset.index + charset[0].length
  const content = pagePolicy(page, html).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(at)}`
}

/** Hashed build assets never change; pages, the service worker and the manifest always revalidate. */
export function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (pathname.startsWith('/media/') || pathname.startsWith('/icons/') || pathname.startsWith('/og/')) return 'public, max-age=604800'
  return 'no-cache'
}

/**
 * Every header rule, by URL pattern, as static hosts apply them: each matching rule in order, a
 * later one replacing a header an earlier one set. `/x/*` is a folder, anything else one path.
 * The local server reads them from dist/_headers; every host's configuration below derives from them.
 * @type {[pattern: string, headers: Record<string, string>][]}
 */
export const HEADER_RULES = [
  ['/*', { ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' }],
  ['/assets/*', { 'Cache-Control': cacheControl('/assets/x') }],
  ['/media/*', { 'Cache-Control': cacheControl('/media/x') }],
  ['/icons/*', { 'Cache-Control': cacheControl('/icons/x') }],
  ['/og/*', { 'Cache-Control': cacheControl('/og/x') }],
  ['/sw.js', { 'Cache-Control': 'no-cache', 'Content-Security-Policy': WORKER_POLICY }],
  ['/manifest.webmanifest', { 'Content-Type': CONTENT_TYPES['.webmanifest'], 'Cache-Control': 'no-cache' }],
]

/**
 * Addresses that are never a page, whatever their spelling once decoded: the host's header rules
 * and `/404` (the 404 page is a file, `/404.html`, which the service worker precaches). Dotfiles
 * such as `.vite/` are refused by every host's configuration too.
 */
export const NOT_PUBLIC = ['/_headers', '/404']

/** dist/_headers (Netlify, Cloudflare Pages): one block per URL pattern, `Name: value` lines below. */
export function headersFile() {
  const block = ([pattern, headers]) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return HEADER_RULES.map(block).join('\n\n') + '\n'
}

/**
 * vercel.json for Vercel, which reads it from the project's root: the build, clean URLs without
 * a trailing slash, and the same headers (Vercel serves `404.html` with status 404 by itself).
 */
export function vercelConfig() {
  const source = (pattern) => (pattern.endsWith('/*') ? `${pattern.slice(0, -2)}/(.*)` : pattern)
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    headers: HEADER_RULES.map(([pattern, headers]) => ({
      source: source(pattern),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  }
}

/**
 * An nginx `server` block that serves the build as the local server does: clean URLs (`/x` is
 * `x.html`, a trailing slash ignored), the 404 page with status 404 for any other address and
 * for malformed ones, nothing hidden, gzip with `Vary`, and every header of HEADER_RULES. nginx
 * drops the server's `add_header` lines in a location that has its own, so each location repeats
 * the whole merged set.
 * @param {{ root: string, listen?: string }} options
 */
export function nginxServer({ root, listen = '80' }) {
  const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const merged = (pattern) => {
    const headers = {}
    for (const [rule, values] of HEADER_RULES) if (rule === '/*' || rule === pattern) Object.assign(headers, values)
    return headers
  }
  const addHeaders = (headers, indent) =>
    Object.entries(headers)
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n')
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `    ${type.split(';')[0]} ${extension.slice(1)};`)
  const textTypes = [...new Set(Object.values(CONTENT_TYPES).filter((type) => type.includes('charset')).map((type) => type.split(';')[0]))]
  const locations = HEADER_RULES.filter(([pattern]) => pattern !== '/*').map(([pattern, values]) => {
    const match = pattern.endsWith('/*') ? `${pattern.slice(0, -1)}` : `= ${pattern}`
    const type = values['Content-Type'] ? `    default_type ${values['Content-Type'].split(';')[0]};\n    types { }\n` : ''
    return `  location ${match} {\n${type}${addHeaders(merged(pattern), '    ')}\n    try_files $uri =404;\n  }`
  })
  return `# Generated from scripts/headers.mjs by the build: do not edit.
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

  # Any unknown, hidden or malformed address gets the 404 page with status 404.
  error_page 400 404 =404 /404.html;
${addHeaders(merged('/'), '  ')}

  # A trailing slash is the same page.
  rewrite ^(/.+)/+$ $1 last;
  location ~ /\\. { return 404; }
${NOT_PUBLIC.map((path) => `  location = ${path} { return 404; }`).join('\n')}
  location = / {
    try_files /index.html =404;
  }
  location / {
    try_files $uri $uri.html =404;
  }
${locations.join('\n')}
}
`
}
