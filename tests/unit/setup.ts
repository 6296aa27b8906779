import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// Async queries wait for what should appear: on a busy machine, longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
