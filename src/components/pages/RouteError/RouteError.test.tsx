// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { errorPage } from '../../../content/pages'
import { RouteError, describeError } from './RouteError'

function routerThatThrows(error: unknown) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    loader: () => {
      throw error
    },
    component: () => <p>never shown</p>,
  })
  return createRouter({
    defaultErrorComponent: RouteError,
    routeTree: rootRoute.addChildren([broken]),
    history: createMemoryHistory({ initialEntries: ['/broken'] }),
  })
}

describe('the router-level error screen', () => {
  it("shows the error screen's title with the message when a route throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<RouterProvider router={routerThatThrows(new Error('Loader exploded'))} />)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe(errorPage.en.title)
    expect(document.body.textContent).toContain('Loader exploded')
    expect(screen.queryByText('never shown')).toBeNull()
  })

  it('shows the status of a thrown response-like error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<RouterProvider router={routerThatThrows({ status: 503, statusText: 'Service Unavailable' })} />)
    await screen.findByRole('heading', { level: 1 })
    expect(document.body.textContent).toContain('503 Service Unavailable')
  })
})

describe('describeError', () => {
  it("prefers the status, then the message, then the page's words for an unknown error", () => {
    expect(describeError({ status: 500 }, 'unknown')).toBe('500')
    expect(describeError(new Error('boom'), 'unknown')).toBe('boom')
    expect(describeError('plain', 'unknown')).toBe('plain')
    expect(describeError(null, 'unknown')).toBe('unknown')
  })
})
