import { describe, expect, it } from 'vitest'
import applicationScript from './application.script.ts?iife'

describe("the application page's head script", () => {
  it('is inlined minified, within 5 KB, with no React in it', () => {
    expect(applicationScript.length).toBeLessThanOrEqual(5 * 1024)
    expect(applicationScript).not.toMatch(/react/i)
    expect(applicationScript).not.toMatch(/\n\s*\/\//)
  })
})
