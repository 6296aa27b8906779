import { describe, expect, it } from 'vitest'
import { readablePath } from './readable-path'

describe('readablePath', () => {
  it('shows the path as typed', () => {
    expect(readablePath('/%3Cscript%3Ealert(1)%3C/script%3E')).toBe('/<script>alert(1)</script>')
    expect(readablePath('/caf%C3%A9')).toBe('/café')
  })

  it('keeps a malformed escape as it came instead of failing', () => {
    expect(readablePath('/%E0%A4%A')).toBe('/%E0%A4%A')
  })
})
