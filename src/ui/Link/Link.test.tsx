// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageContext } from '../../lib/page-context'
import { Link, pathTo } from './Link'

describe('pathTo', () => {
  it("fills a route's parameters, encoded, and adds a hash", () => {
    expect(pathTo({ to: '/' })).toBe('/')
    expect(pathTo({ to: '/get-started' })).toBe('/get-started')
    expect(pathTo({ to: '/case-study/$slug', params: { slug: 'money mind' } })).toBe('/case-study/money%20mind')
    expect(pathTo({ to: '/', hash: 'pricing' })).toBe('/#pricing')
  })

  it("takes only the route tree's routes, each with its parameters (the type check fails otherwise)", () => {
    // @ts-expect-error: no such route
    expect(pathTo({ to: '/pricing' })).toBe('/pricing')
    // @ts-expect-error: a case study needs its slug
    expect(pathTo({ to: '/case-study/$slug' })).toBe('/case-study')
  })

  it('adds the search a route validates, in its language, and only that', () => {
    expect(pathTo({ to: '/get-started', search: { package: 'standard-mvp' }, lang: 'ar' })).toBe(
      '/ar/get-started?package=standard-mvp',
    )
    expect(pathTo({ to: '/get-started', search: {} })).toBe('/get-started')
    // @ts-expect-error: not one of the packages
    expect(pathTo({ to: '/get-started', search: { package: 'premium' } })).toBe('/get-started?package=premium')
    // @ts-expect-error: the privacy notice takes no search
    expect(pathTo({ to: '/privacy', search: { package: 'standard-mvp' } })).toBe('/privacy?package=standard-mvp')
  })
})

describe('Link', () => {
  const on = (path: string) =>
    render(
      <PageContext.Provider value={{ path, lang: 'en' }}>
        <Link to="/">Home</Link>
        <Link to="/" hash="pricing">
          Pricing
        </Link>
        <Link to="/case-study/$slug" params={{ slug: 'moneymind' }}>
          MoneyMind
        </Link>
      </PageContext.Provider>,
    )

  it('marks a link to the page itself as the current page, never a link to one of its sections', () => {
    on('/')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing')
    expect(screen.getByRole('link', { name: 'Pricing' }).hasAttribute('aria-current')).toBe(false)
    expect(screen.getByRole('link', { name: 'MoneyMind' }).hasAttribute('aria-current')).toBe(false)
  })

  it('on another page, only its own link', () => {
    on('/case-study/moneymind')
    expect(screen.getByRole('link', { name: 'MoneyMind' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false)
  })
})
