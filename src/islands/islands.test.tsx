// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { caseStudiesIn } from '../content/case-studies'
import { PageContext } from '../lib/page-context'
import { chrome } from '../content/site'
import { fill } from '../ground/fill'
import { caseStudiesSection } from '../content/home'
import { installSteps, pwa } from '../content/pwa'
import { InstallButton } from '../components/frame/Install/InstallButton.island'
import { Toasts } from '../components/frame/Toasts/Toasts.island'
import { CaseStudiesCarousel } from '../components/sections/CaseStudies/CaseStudiesCarousel.island'
import { ThemeControl } from '../components/frame/ThemeControl/ThemeControl'
import { WAKE_EVENT } from './island'
import { Island } from './Island.server'
import { mountIsland } from './mount'
import { startIslands } from './start'

const page = { path: '/', lang: 'en' as const }
const copy = caseStudiesSection.en
const carousel = (
  <Island component={CaseStudiesCarousel} hydrate="visible" props={{ copy, names: ['A', 'B'] }}>
    <article>First card</article>
    <article>Second card</article>
  </Island>
)
const installProps = { variant: 'secondary' as const, copy: chrome.en, steps: installSteps.en }

function serve(tree: React.ReactNode) {
  // The page's language, as the server writes it: an island reads it there (mount.tsx).
  document.documentElement.lang = page.lang
  const container = document.createElement('div')
  container.innerHTML = renderToString(<PageContext.Provider value={page}>{tree}</PageContext.Provider>)
  document.body.append(container)
  return container
}

const roots: Root[] = []

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

describe('Island, on the server', () => {
  it('renders the component inside an element named by its file, that says when to hydrate and carries its props', () => {
    const served = serve(
      <Island component={InstallButton} id="install-footer" hydrate="interaction" props={installProps} />,
    )
    const island = served.querySelector<HTMLElement>('[data-island]')!
    expect(island.dataset).toMatchObject({
      island: 'InstallButton',
      islandId: 'install-footer',
      hydrate: 'interaction',
    })
    expect(JSON.parse(island.dataset.props!)).toEqual(installProps)
    expect(within(island).getByText(chrome.en.installApp)).toBeTruthy()
  })

  it('renders nothing inside an island drawn in the browser only', () => {
    const served = serve(<Island component={Toasts} hydrate="client" props={{ copy: pwa.en.toasts }} />)
    expect(served.querySelector('[data-island="Toasts"]')!.innerHTML).toBe('')
  })

  it('refuses a component whose file does not say it is an island', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      serve(<Island component={ThemeControl as unknown as typeof InstallButton} hydrate="load" props={installProps} />),
    ).toThrow(/ThemeControl\.island\.tsx/)
  })

  it('gives two islands of a page ids that never collide', () => {
    const carousel = (id: string) => (
      <Island
        component={CaseStudiesCarousel}
        id={id}
        hydrate="visible"
        props={{ copy: caseStudiesSection.en, names: ['A', 'B'] }}
      >
        <article>A</article>
        <article>B</article>
      </Island>
    )
    serve(
      <>
        {carousel('one')}
        {carousel('two')}
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
    serve(carousel)
    const island = document.querySelector<HTMLElement>('[data-island]')!
    await mount(island)
    expect(island.hasAttribute('data-hydrated')).toBe(true)
    expect(errors).not.toHaveBeenCalled()
    act(() => screen.getByRole('button', { name: copy.stopRotation }).click())
    expect(screen.getByRole('button', { name: copy.startRotation })).toBeTruthy()
  })

  it('leaves its static children as the server wrote them, and ships none of their code', async () => {
    serve(carousel)
    const island = document.querySelector<HTMLElement>('[data-island]')!
    const card = island.querySelector('article')!
    await mount(island)
    expect(island.querySelector('article')).toBe(card)
    const slides = [1, 2].map(
      (n) => screen.getByRole('group', { name: fill(copy.slideLabel, { n, total: 2 }) }).textContent,
    )
    expect(slides).toEqual(['First card', 'Second card'])
  })

  it('puts the served markup back when the island throws, so its controls keep working without it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve(carousel)
    const island = document.querySelector<HTMLElement>('[data-island]')!
    const served = island.innerHTML
    // Not under act(), which would rethrow the error instead of reporting it to the root.
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
    document.body.innerHTML = when
      .map((hydrate) => `<div data-island="InstallButton" data-hydrate="${hydrate}"></div>`)
      .join('')
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
    expect(mount).toHaveBeenCalledTimes(3)
    client!.dispatchEvent(new Event(WAKE_EVENT))
    await vi.waitFor(() =>
      expect(mount.mock.calls.map(([island]) => island)).toEqual([load, visible, interaction, client]),
    )
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
  it.each(['/', `/case-study/${caseStudiesIn('en')[0]!.slug}`, '/get-started', '/no/such/page'])(
    '%s: each island hydrates what the server rendered, without a mismatch',
    async (path) => {
      const { render } = await import('../entry-server')
      const { html } = await render(path, { css: '', script: '/entry.js' })
      const served = new DOMParser().parseFromString(html, 'text/html')
      document.body.innerHTML = served.body.innerHTML
      // Browsers set a video's muted property from its attribute as they create it; jsdom does not.
      for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted')
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
      expect(islands.length).toBeGreaterThan(1)
      for (const island of islands) await mount(island)
      expect(errors.mock.calls).toEqual([])
      expect(islands.filter((island) => !island.hasAttribute('data-hydrated'))).toEqual([])
      expect(document.querySelectorAll('[data-island-failed]')).toHaveLength(0)
    },
  )
})
