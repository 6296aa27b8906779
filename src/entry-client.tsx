import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { takeOverShell } from './lib/shell'

const router = createAppRouter()
// A static host answers every unknown address with one prerendered 404 page. Hydrate it at the
// address it was rendered for; <ShellRestore /> then moves to the address the visitor asked for.
takeOverShell(document, window.history, window.location)

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
)
