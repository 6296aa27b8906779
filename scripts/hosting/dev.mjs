#!/usr/bin/env node
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { ADMIN } from './headers.mjs'

const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST ?? 'localhost'

const httpServer = createHttpServer()
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
})
const admin = await createViteServer({
  configFile: 'admin/vite.config.ts',
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'mpa',
})

/** Every stylesheet the server rendered with, linked as Vite serves it (the build inlines them instead). */
function stylesheets() {
  const urls = [...vite.environments.ssr.moduleGraph.idToModuleMap.values()]
    .map((mod) => mod.url)
    .filter((url) => /\.css(\?|$)/.test(url))
  return urls.map((url) => `<link rel="stylesheet" href="${url}${url.includes('?') ? '&' : '?'}direct">`).join('')
}

httpServer.on('request', (req, res) => {
  if (`${new URL(req.url ?? '/', 'http://host').pathname}/`.startsWith(ADMIN)) {
    admin.middlewares(req, res, () =>
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found'),
    )
    return
  }
  vite.middlewares(req, res, async () => {
    try {
      const url = req.url ?? '/'
      const { render } = await vite.ssrLoadModule('/src/entry-server.tsx')
      const { status, html } = await render(url, { css: '', script: '/src/entry-client.tsx' })
      const page = await vite.transformIndexHtml(url, html.replace('</head>', `${stylesheets()}</head>`))
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page)
    } catch (error) {
      vite.ssrFixStacktrace(error)
      console.error(error)
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error?.stack ?? error))
    }
  })
})

httpServer.listen(port, host, () => console.log(`Development server at http://${host}:${port}`))
