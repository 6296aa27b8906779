import { describe, expect, it } from 'vitest'
import { readablePath } from './readable-path'

describe('readablePath', () => {
  it('shows the path as typed', () => {
    expect(readablePath('/%3Cscript%3Ealert(1)%3C/script%3E')).toBe('/<script>alert(1)</script>')
    expect(readablePath('/caf%C3%A9')).toBe('/café')
    expect(readablePath('/%D8%A7%D9%84%D8%A3%D8%B3%D8%B9%D8%A7%D8%B1')).toBe('/الأسعار')
  })

  it('keeps a malformed escape as it came instead of failing', () => {
    expect(readablePath('/%E0%A4%A')).toBe('/%E0%A4%A')
  })

  it('drops control and format characters: bidirectional overrides and isolates, zero-width characters, NUL and newlines', () => {
    // U+202E RIGHT-TO-LEFT OVERRIDE would show `/invoice‮fdp.exe` as `/invoiceexe.pdf`.
    expect(readablePath('/invoice%E2%80%AEfdp.exe')).toBe('/invoicefdp.exe')
    for (const code of [
      '%E2%80%AA',
      '%E2%80%AB',
      '%E2%80%AC',
      '%E2%80%AD',
      '%E2%81%A6',
      '%E2%81%A7',
      '%E2%81%A8',
      '%E2%81%A9',
      '%E2%80%8E',
      '%E2%80%8F',
      '%D8%9C',
      '%E2%80%8B',
      '%EF%BB%BF',
      '%00',
      '%0A',
      '%1B',
      '%C2%85',
    ]) {
      expect(readablePath(`/a${code}b`), code).toBe('/ab')
    }
  })
})
