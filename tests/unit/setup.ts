import { afterEach } from 'vitest'

// Files without a DOM neither render nor store: they load none of React's test tools, nor the stand-in IndexedDB.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('./dom-setup')
  afterEach(() => cleanup())
}
