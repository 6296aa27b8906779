import { describe, expect, it } from 'vitest'
import { PACKAGE_NAMES } from '../content/application-fields'
import { packageIn, packageSearch, packageSlug } from './package'

describe("a package in the application page's address", () => {
  it("reads each package as a readable slug, and back as the form's value", () => {
    expect(packageSlug('STANDARD MVP')).toBe('standard-mvp')
    for (const name of PACKAGE_NAMES) expect(packageIn(`?package=${packageSlug(name)}`)).toBe(name)
  })

  it('ignores an unknown or missing package: nothing chosen, no error', () => {
    expect(packageSlug('PREMIUM BUILD')).toBeUndefined()
    expect(packageIn('?package=premium')).toBeUndefined()
    expect(packageIn('')).toBeUndefined()
    expect(packageSearch({ package: 'premium', other: 'x' })).toEqual({})
    expect(packageSearch({ package: 'advanced-mvp' })).toEqual({ package: 'advanced-mvp' })
  })
})
