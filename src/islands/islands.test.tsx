import { act, screen, within } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { caseStudiesIn } from '../content/case-studies'
import { PageContext } from '../lib/page-context'
import { Island, islandComponents } from './Island'
import { mountIsland } from './mount'
import { islandLoaders, type IslandName } from './registry'
import { startIslands, WAKE_EVENT } from './start'

const page = { path: '/', lang: 'en' as const }
const themeCopy = { label: 'Theme', options: { system: 'System', light: 'Light', dark: 'Dark' } }

/** Serves `tree` as the prerender does, into the document. */
function serve(tree: React.ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<PageContext.Provider value={page}>{tree}</PageContext.Provider>)
  document.body.append(container)
  return container
}

const roots: Root[] = []

/** Mounts as the browser does; React's test queue runs the hydration once the island's code has loaded. */
async function mount(island: HTMLElement) {
  let mounted!: Promise<Root | undefined>
  await act(async () => {
    mounted = mountIsland(island)
    // One turn of the event loop: the island's code (already loaded once) resolves.
    await new Promise((done) => setTimeout(done))
  })
  const root = await mounted
  if (root) roots.push(root)
}

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()))
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-theme')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the islands the browser loads', () => {
  it.each(Object.keys(islandLoaders) as IslandName[])('%s: the loader brings the component the server renders', async (name) => {
    expect(await islandLoaders[name]()).toBe(islandComponents[name])
  })
})

describe('Island, on the server', () => {
  it('renders the component inside an element that names it, says when to hydrate and carries its props', () => {
    const served = serve(<Island name="theme" id="theme-header" hydrate="interaction" props={{ copy: themeCopy }} />)
    const island = served.querySelector<HTMLElement>('[data-island]')!
    expect(island.dataset).toMatchObject({ island: 'theme', islandId: 'theme-header', hydrate: 'interaction' })
    expect(JSON.parse(island.dataset.props!)).toEqual({ copy: themeCopy })
    expect(within(island).getByRole('group', { name: 'Theme' })).toBeTruthy()
  })

  it('renders nothing inside an island drawn in the browser only', () => {
    const served = serve(<Island name="toasts" hydrate="client" props={{ copy: { regionLabel: 'Notifications', dismiss: 'Dismiss' } }} />)
    expect(served.querySelector('[data-island="toasts"]')!.innerHTML).toBe('')
  })

  it('gives two islands of a page ids that never collide', () => {
    serve(
      <>
        <Island name="theme" id="one" hydrate="interaction" props={{ copy: themeCopy }} />
        <Island name="theme" id="two" hydrate="interaction" props={{ copy: themeCopy }} />
      </>,
    )
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('mountIsland, in the browser', () => {
  it('hydrates the served markup without a mismatch, and the island works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve(<Island name="theme" hydrate="interaction" props={{ copy: themeCopy }} />)
    const island = document.querySelector<HTMLElement>('[data-island]')!
    await mount(island)
    expect(island.hasAttribute('data-hydrated')).toBe(true)
    expect(errors).not.toHaveBeenCalled()
    act(() => screen.getByRole('button', { name: 'Dark' }).click())
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('leaves the static content of a slot as the server wrote it', async () => {
    const labels = { carouselRole: 'carousel', slideRole: 'slide', region: 'Slides', previous: 'Previous', next: 'Next', stopRotation: 'Stop', startRotation: 'Start', picker: 'Pick', slide: '{n} of {total}', goToSlide: 'Show {n}: {company}' }
    serve(<Island name="carousel" hydrate="visible" props={{ labels, names: ['A', 'B'] }} slots={[<article key="a">First card</article>, <article key="b">Second card</article>]} />)
    const island = document.querySelector<HTMLElement>('[data-island]')!
    const card = island.querySelector('article')!
    await mount(island)
    expect(island.querySelector('article')).toBe(card)
    expect(screen.getAllByRole('group', { name: / of 2$/ }).map((slide) => slide.textContent)).toEqual(['First card', 'Second card'])
  })

  it('puts the served markup back when the island throws, so its controls keep working without it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve(<Island name="theme" hydrate="interaction" props={{ copy: themeCopy }} />)
    const island = document.querySelector<HTMLElement>('[data-island]')!
    const served = island.innerHTML
    // Props the component cannot render: it throws as it hydrates. As in a browser, not under act(),
    // which would rethrow the error instead of reporting it to the root.
    island.dataset.props = '{}'
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      await mountIsland(island)
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    }
    expect(island.innerHTML).toBe(served)
    expect(island.hasAttribute('data-island-failed')).toBe(true)
    expect(errors).toHaveBeenCalled()
  })
})

describe('startIslands', () => {
  function islands(...when: string[]) {
    document.body.innerHTML = when.map((hydrate) => `<div data-island="theme" data-hydrate="${hydrate}"></div>`).join('')
    return [...document.querySelectorAll<HTMLElement>('[data-island]')]
  }

  it('hydrates at load only the islands due then; the others wait for their moment', async () => {
    const seen: (() => void)[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          seen.push(() => this.report([{ isIntersecting: true }]))
        }
        disconnect() {}
      },
    )
    const mount = vi.spyOn(await import('./mount'), 'mountIsland').mockResolvedValue(undefined)
    const [load, visible, interaction, client] = islands('load', 'visible', 'interaction', 'client')
    visible!.append(document.createElement('p'))
    await startIslands()
    expect(mount.mock.calls.map(([island]) => island)).toEqual([load])
    seen.forEach((report) => report())
    interaction!.dispatchEvent(new Event(WAKE_EVENT))
    await vi.waitFor(() => expect(mount.mock.calls.map(([island]) => island)).toEqual([load, visible, interaction]))
    client!.dispatchEvent(new Event(WAKE_EVENT))
    expect(mount).toHaveBeenCalledTimes(3)
  })

  it('hydrates at once an island a visitor reached for before the app started', async () => {
    const mount = vi.spyOn(await import('./mount'), 'mountIsland').mockResolvedValue(undefined)
    const [reached] = islands('interaction')
    reached!.setAttribute('data-wake', '')
    await startIslands()
    expect(mount).toHaveBeenCalledWith(reached)
    mount.mockRestore()
  })
})

describe('every island of every page', () => {
  it.each(['/', `/case-study/${caseStudiesIn('en')[0]!.slug}`, '/get-started', '/no/such/page'])('%s: each island hydrates what the server rendered, without a mismatch', async (path) => {
    const { render } = await import('../entry-server')
    const { html } = await render(path, { css: '', script: '/entry.js' })
    const served = new DOMParser().parseFromString(html, 'text/html')
    document.body.innerHTML = served.body.innerHTML
    // What the early-input script does before hydration: the stored theme's buttons say so.
    document.documentElement.setAttribute('data-theme', 'dark')
    for (const option of document.querySelectorAll('[data-early][data-theme-option]')) option.setAttribute('aria-pressed', String(option.getAttribute('data-theme-option') === 'dark'))
    // Browsers set a video's muted property from its attribute as they create it; jsdom does not.
    for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
    expect(islands.length).toBeGreaterThan(1)
    for (const island of islands) await mount(island)
    expect(errors.mock.calls).toEqual([])
    expect(islands.filter((island) => !island.hasAttribute('data-hydrated'))).toEqual([])
    expect(document.querySelectorAll('[data-island-failed]')).toHaveLength(0)
  })
})
