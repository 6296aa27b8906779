import { build, type Plugin, type Rolldown } from 'vite'

/** `import code from './script.ts?iife'`: the module and its imports as one self-running script, a string to inline. */
export function iife(): Plugin {
  // The site's compile-time constants (`__LANGS__`…) hold in an inlined script too.
  let define: Record<string, string> | undefined
  return {
    name: 'iife',
    configResolved(config) {
      define = config.define
    },
    async load(id) {
      const [file, query] = id.split('?')
      if (query !== 'iife' || !file) return
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        define,
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: { entry: file, formats: ['iife'], name: 'inline' },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
      const chunk = (Array.isArray(result) ? result[0]! : result).output[0]
      for (const module of chunk.moduleIds) this.addWatchFile(module)
      return `export default ${JSON.stringify(chunk.code.trim())}`
    },
  }
}

/** A module named `*.server.ts(x)` renders pages only: the browser's build refuses it, naming who imports it. */
export function serverOnly(): Plugin {
  return {
    name: 'server-only',
    resolveId: {
      order: 'post',
      handler(source, importer, options) {
        if (options.ssr || process.env.VITEST || !/\.server(\.tsx?)?$/.test(source.split('?')[0]!)) return
        this.error(`${source} is server-only (its name says so), but the browser's code imports it from ${importer}`)
      },
    },
  }
}
