import { startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { localeFor, pagePath } from '../lib/page-context'
import { IslandRoot } from './IslandRoot'
import { islandLoaders, type IslandName } from './registry'

/**
 * Hydrates one island (or renders a client-only one) in its own React root, as a transition.
 * Resolves once it is React's. Should its code throw, the server's HTML comes back, whose controls
 * work without it (the early-input script, native dialogs and links).
 */
export async function mountIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const Component = (await islandLoaders[name]()) as ComponentType<Record<string, unknown>>
  const props: Record<string, unknown> = element.dataset.props ? JSON.parse(element.dataset.props) : {}
  const slots = [...element.querySelectorAll<HTMLElement>('[data-slot]')].map((slot) => ({ staticHtml: slot.innerHTML }))
  if (slots.length > 0) props.slots = slots
  const page = { path: pagePath(location.pathname), locale: localeFor(document.documentElement.lang) }
  const serverHtml = element.innerHTML
  let root: Root | undefined
  return new Promise<void>((resolve) => {
    const committed = () => {
      element.setAttribute('data-hydrated', '')
      resolve()
    }
    const tree = (
      <IslandRoot page={page} onCommit={committed}>
        <Component {...props} />
      </IslandRoot>
    )
    const options = {
      identifierPrefix: `${element.dataset.islandId ?? name}-`,
      onUncaughtError: (error: unknown) => {
        console.error(`The ${name} island failed; its server HTML stays in place.`, error)
        queueMicrotask(() => {
          root?.unmount()
          element.innerHTML = serverHtml
          element.setAttribute('data-island-failed', '')
          resolve()
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
