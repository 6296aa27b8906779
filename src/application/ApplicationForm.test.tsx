import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { applicationPage as pageIn } from '../content/pages'
import { applicationCopy } from './copy'

const applicationPage = pageIn.en

vi.mock('../content/application-fields', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../content/application-fields')>()),
  applicationFormMode: 'primary',
}))
const embed = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})))
vi.mock('./hubspot', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./hubspot')>()),
  embedHubSpotForm: embed,
}))

const { ApplicationForm } = await import('./ApplicationForm.island')
const applicationForm = (await import('../content/application')).applicationForm.en
// Loaded first, so that "at once" (1 s, against 6 s before the fallback) leaves out Vite's first transform of it, over a second on a busy machine.
await import('./OwnForm')

describe('ApplicationForm with our own form as the primary one', () => {
  it('shows our form at once and never loads the third-party script', async () => {
    render(<ApplicationForm copy={applicationCopy('en')} />)
    expect(await screen.findByRole('form', { name: applicationForm.label })).toBeTruthy()
    expect(screen.queryByText(applicationPage.loading)).toBeNull()
    // No note that the usual form failed: this is the usual form.
    expect(screen.queryByText(/The usual form could not load/)).toBeNull()
    expect(embed).not.toHaveBeenCalled()
    expect(document.querySelector('script[src*="hsforms"]')).toBeNull()
  })
})
