import { describe, expect, it, vi } from 'vitest'
import { sharePage } from './share'

const data = { title: 'MoneyMind', text: 'A budgeting app', url: 'https://www.launchloop.example/case-study/moneymind' }
const abort = () => Object.assign(new Error('cancelled'), { name: 'AbortError' })
const refuse = () => Object.assign(new Error('not allowed'), { name: 'NotAllowedError' })

function nav({
  share,
  writeText,
}: {
  share?: (data: unknown) => Promise<void>
  writeText?: (text: string) => Promise<void>
}) {
  return { share, clipboard: { writeText: writeText ?? (() => Promise.reject(refuse())) } } as unknown as Navigator
}

describe('sharePage', () => {
  it('opens the share sheet with the title, the line and the canonical address', async () => {
    const share = vi.fn(() => Promise.resolve())
    expect(await sharePage(data, nav({ share }))).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
  })

  it('says nothing more when the visitor cancels the sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    expect(await sharePage(data, nav({ share: () => Promise.reject(abort()), writeText }))).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the address where there is no share sheet, or the sheet is refused', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    expect(await sharePage(data, nav({ writeText }))).toBe('copied')
    expect(await sharePage(data, nav({ share: () => Promise.reject(refuse()), writeText }))).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
  })

  it('leaves the address to copy by hand when the clipboard is refused too', async () => {
    expect(await sharePage(data, nav({}))).toBe('manual')
  })
})
