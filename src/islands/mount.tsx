import { startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { pageLang } from '../ground/lang'
import { unavailable } from './island'
import { islandName } from './name'
import { IslandRoot, IslandSlot } from './IslandRoot'

const loaders = new Map(
  Object.entries(import.meta.glob<Record<string, ComponentType<Record<string, unknown>>>>('/src/**/*.island.tsx')).map(
    ([path, load]) => [islandName(path), load],
  ),
)

/** Should its code throw, the server's HTML comes back (docs/islands.md, "When an island fails"). */
export async function mountIsland(element: HTMLElement): Promise<Root | undefined> {
  const name = element.dataset.island ?? ''
  const load = loaders.get(name)
  if (!load) throw new Error(`No island is named ${name}`)
  const Component = (await load())[name]!
  const props: Record<string, unknown> = element.dataset.props ? JSON.parse(element.dataset.props) : {}
  // Its own slots, not those of an island inside one.
  const slots = [...element.querySelectorAll<HTMLElement>('[data-slot]')].filter(
    (slot) => slot.parentElement?.closest('[data-island]') === element,
  )
  // The page as the server rendered it, whatever the address bar says (`/x.html`, the 404 page's).
  const path = element.dataset.path ?? location.pathname
  const page = { path, lang: pageLang() }
  const serverHtml = element.innerHTML
  let root: Root | undefined
  return new Promise<Root | undefined>((resolve) => {
    const committed = () => {
      element.setAttribute('data-hydrated', '')
      resolve(root)
    }
    const tree = (
      <IslandRoot page={page} onCommit={committed}>
        <Component {...props}>
          {slots.length > 0 ? slots.map((slot, index) => <IslandSlot key={index} html={slot.innerHTML} />) : undefined}
        </Component>
      </IslandRoot>
    )
    const options = {
      identifierPrefix: `${element.dataset.islandId ?? name}-`,
      onUncaughtError: (error: unknown) => {
        if (element.hasAttribute('data-island-failed')) return
        element.setAttribute('data-island-failed', '')
        console.error(`The ${name} island failed; its server HTML stays in place.`, error)
        queueMicrotask(() => {
          root?.unmount()
          element.innerHTML = serverHtml
          // The press kept in that HTML is dropped, and the page told.
          unavailable(element)
          resolve(undefined)
        })
      },
    }
    startTransition(() => {
      if (element.dataset.hydrate === 'client') {
        root = createRoot(element, options)
        root.render(tree)
      } else root = hydrateRoot(element, tree, options)
    })
  })
}
