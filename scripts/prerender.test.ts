// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { afterFirstPaint, entryAssets, importScript, preloadScript } from './prerender'

describe('entryAssets', () => {
  it('collects the entry script, its static imports, its start-up import and every stylesheet', () => {
    const assets = entryAssets({
      'src/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_shared.js'],
        // React DOM's client is a start-up stage; the drawer is on demand.
        dynamicImports: ['node_modules/react-dom/client.js', 'src/components/frame/MobileMenu/MobileMenuDrawer.tsx'],
        css: ['assets/entry.css'],
      },
      'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_shared.js'] },
      'src/components/frame/MobileMenu/MobileMenuDrawer.tsx': { file: 'assets/drawer.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
      '_deep.js': { file: 'assets/deep.js', imports: ['_shared.js'] },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/index.js', imports: ['src/entry-client.tsx', '_shared.js', '_picture.js'] },
      'src/routes/case-study.$slug.tsx?tsr-split=component': { file: 'assets/slug.js', imports: ['_picture.js'] },
      '_picture.js': { file: 'assets/picture.js', imports: ['src/entry-client.tsx'] },
      'style.css': { file: 'assets/style.css' },
    })
    expect(assets).toEqual({
      script: '/assets/entry.js',
      preloads: ['/assets/shared.js', '/assets/deep.js', '/assets/client.js'],
      css: ['/assets/entry.css', '/assets/style.css'],
      // Each route's own chunks, without the entry or what the entry already brings.
      routes: { '/': ['/assets/index.js', '/assets/picture.js'], '/case-study/$slug': ['/assets/slug.js', '/assets/picture.js'] },
    })
  })

  it('fails loudly without an entry', () => {
    expect(() => entryAssets({})).toThrow(/no entry chunk/)
  })

  it('fails loudly when the start-up import has gone', () => {
    expect(() => entryAssets({ 'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true } })).toThrow(/react-dom\/client/)
  })
})


describe('the script that starts the app after the first paint', () => {
  type EntryList = { getEntriesByName: (name: string) => unknown[] }
  type Observer = { callback: (list: EntryList) => void; options: unknown }
  const paints = (...names: string[]): EntryList => ({ getEntriesByName: (name) => names.filter((n) => n === name) })

  /** Runs the generated inline script against a fake page; returns what it did and when. */
  function page({ painted = false, paintTiming = true } = {}) {
    const calls: string[] = []
    const observers: Observer[] = []
    const timers: (() => void)[] = []
    const frames: (() => void)[] = []
    const links: { rel: string; href: string }[] = []
    const globals = {
      performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: (list: EntryList) => void) {
          return { observe: (options: unknown) => observers.push({ callback, options }) }
        },
        { supportedEntryTypes: paintTiming ? ['paint', 'navigation'] : ['navigation'] },
      ),
      setTimeout: (callback: () => void) => timers.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      document: {
        createElement: () => ({}) as { rel: string; href: string },
        head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
      },
      load: (src: string) => calls.push(src),
    }
    const code = afterFirstPaint(preloadScript(['/a.js', '/b.js']) + importScript('/entry.js')).replace(/import\(/g, 'load(')
    new Function(...Object.keys(globals), code)(...Object.values(globals))
    return { calls, observers, timers, frames, links }
  }

  it('waits for the first contentful paint, then preloads the chunks and imports the entry once', () => {
    const run = page()
    expect(run.calls).toEqual([])
    expect(run.observers).toHaveLength(1)
    expect(run.observers[0]!.options).toEqual({ type: 'paint' })
    // The first paint may be only a background: content is what counts.
    run.observers[0]!.callback(paints('first-paint'))
    expect(run.calls).toEqual([])
    run.observers[0]!.callback(paints('first-contentful-paint'))
    run.observers[0]!.callback(paints('first-contentful-paint'))
    run.timers.forEach((timer) => timer())
    expect(run.calls).toEqual(['/entry.js'])
    expect(run.links).toEqual([
      { rel: 'modulepreload', href: '/a.js' },
      { rel: 'modulepreload', href: '/b.js' },
    ])
  })

  it('starts at once when the page has already painted', () => {
    expect(page({ painted: true }).calls).toEqual(['/entry.js'])
  })

  it('waits two frames where paint timing is not reported', () => {
    const run = page({ paintTiming: false })
    expect(run.observers).toHaveLength(0)
    run.frames.shift()!()
    expect(run.calls).toEqual([])
    run.frames.shift()!()
    expect(run.calls).toEqual(['/entry.js'])
  })

  it('starts after 2 s even if no paint is ever reported', () => {
    const run = page()
    expect(run.timers).toHaveLength(1)
    run.timers[0]!()
    expect(run.calls).toEqual(['/entry.js'])
  })
})
