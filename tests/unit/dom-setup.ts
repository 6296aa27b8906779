/** What a file with a DOM (`// @vitest-environment jsdom`) needs to render and store: setup.ts loads it there alone. */
import 'fake-indexeddb/auto'
import { configure } from '@testing-library/react'

// Async queries wait for what should appear: on a busy machine, longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 })

export { cleanup } from '@testing-library/react'
