// HubSpot's Forms API as the HTTPS proxy of Firefox and WebKit, which cannot intercept a service worker's requests.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSecureContext, TLSSocket } from 'node:tls'
import { listenOnLoopback } from '../../scripts/serve.mjs'

const HOST = 'api.hsforms.com'
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' }

export interface FormsApi {
  proxy: string
  reachable: boolean
  submissions: { url: string; body: { fields: { name: string; value: string }[] } }[]
  close: () => Promise<void>
}

export async function formsApiStandIn(): Promise<FormsApi> {
  const folder = mkdtempSync(join(tmpdir(), 'forms-api-'))
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')]
  execFileSync('/usr/bin/openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST}`, '-keyout', key, '-out', cert], { stdio: 'ignore' })
  const secureContext = createSecureContext({ key: readFileSync(key), cert: readFileSync(cert) })
  rmSync(folder, { recursive: true, force: true })

  const api = createServer((request, response) => {
    if (request.method !== 'POST') return void response.writeHead(204, CORS).end()
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      state.submissions.push({ url: `https://${HOST}${request.url}`, body: JSON.parse(body) })
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('{"inlineMessage":"Thanks for submitting the form."}')
    })
  })
  const proxy = createServer((_request, response) => response.writeHead(403).end())
  proxy.on('connect', (request, socket) => {
    if (request.url !== `${HOST}:443` || !state.reachable) return socket.destroy()
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    api.emit('connection', new TLSSocket(socket, { isServer: true, secureContext }))
  })
  const state: FormsApi = {
    proxy: await listenOnLoopback(proxy),
    reachable: true,
    submissions: [],
    close: () => {
      proxy.closeAllConnections()
      api.closeAllConnections()
      return new Promise<void>((done) => proxy.close(() => done()))
    },
  }
  return state
}
