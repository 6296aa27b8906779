#!/usr/bin/env node
/** Development server: hot reload, every page rendered through the prerender's server entry. */
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'

const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST ?? 'localhost'

const httpServer = createHttpServer()
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
})

const preamble = `import RefreshRuntime from "/@react-refresh"
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true`

const manifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module' }, children: preamble },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
}

httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { render } = await vite.ssrLoadModule('/src/entry-server.tsx')
      const { status, html } = await render(req.url ?? '/', manifest)
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
    } catch (error) {
      vite.ssrFixStacktrace(error)
      console.error(error)
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error?.stack ?? error))
    }
  })
})

httpServer.listen(port, host, () => console.log(`Development server at http://${host}:${port}`))
