import { act } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { hero as heroCopy } from '../../../content/home'
import { pwa } from '../../../content/pwa'
import earlyInputScript from '../../../early-input/script.ts?iife'
import { HeroVideo } from './HeroVideo.island'

const copy = heroCopy.en

beforeAll(() => {
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia
  new Function(earlyInputScript)()
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** Presses Play as the hydration commits, before React has taken the control from the early-input script. */
function PressAsHydrationCommits() {
  useLayoutEffect(() => document.querySelector<HTMLButtonElement>('[data-early="play"]')?.click(), [])
  return null
}

it('a video the early-input script starts while the island hydrates gets its pause control, with keyboard focus on it', async () => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  const tree = (
    <>
      <HeroVideo copy={copy} offline={pwa.en.video} />
      <PressAsHydrationCommits />
    </>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  container.querySelector('button')!.focus()

  await act(async () => {
    root = hydrateRoot(container, tree)
  })
  // As a browser does once the video plays.
  act(() => container.querySelector('video')!.dispatchEvent(new Event('play')))

  const pause = [...container.querySelectorAll('button')].find((button) => button.textContent === copy.pauseLabel)
  expect(pause).toBeDefined()
  expect(document.activeElement).toBe(pause)
})
