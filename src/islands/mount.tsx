import { startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { langOf } from '../content/locale'
import { IslandRoot } from './IslandRoot'
import { islandLoaders, type IslandName } from './registry'

/**
 * Hydrates one island (or renders a client-only one) in its own React root, as a transition.
 * Resolves once it is React's. Should its code throw, the server's HTML comes back: links, native
 * dialogs and what the early-input script does itself still work; a press it would keep is lost.
 */
export async function mountIsland(element: HTMLElement): Promise<Root | undefined> {
  const name = element.dataset.island as IslandName
  const Component = (await islandLoaders[name]()) as ComponentType<Record<string, unknown>>
  const props: Record<string, unknown> = element.dataset.props ? JSON.parse(element.dataset.props) : {}
  const slots = [...element.querySelectorAll<HTMLElement>('[data-slot]')].map((slot) => ({ staticHtml: slot.innerHTML }))
  if (slots.length > 0) props.slots = slots
  // The page as the server rendered it, whatever the address bar says (`/x.html`, the 404 page's).
  const path = element.dataset.path ?? location.pathname
  const page = { path, lang: langOf(path) }
  const serverHtml = element.innerHTML
  let root: Root | undefined
  return new Promise<Root | undefined>((resolve) => {
    const committed = () => {
      element.setAttribute('data-hydrated', '')
      resolve(root)
    }
    const tree = (
      <IslandRoot page={page} onCommit={committed}>
        <Component {...props} />
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
          // A press kept for it can no longer be performed: the control no longer says it will be.
          for (const control of element.querySelectorAll('[data-pending]')) control.removeAttribute('data-pending')
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
