import stylelint from 'stylelint'
import { describe, expect, it } from 'vitest'
import config from '../../stylelint.config.mjs'

const problems = async (code: string) =>
  (await stylelint.lint({ code, config })).results[0]!.warnings.map((warning) => warning.text)

describe('styles in logical properties only', () => {
  it('refuses physical left and right, in any property that has them', async () => {
    for (const code of [
      '.a { margin-left: 1px }',
      '.a { padding-right: 1px }',
      '.a { left: 0 }',
      '.a { text-align: right }',
      '.a { float: left }',
      '.a { border-left: 1px solid }',
    ]) {
      expect(await problems(code), code).toHaveLength(1)
    }
  })

  it('accepts their logical forms', async () => {
    expect(
      await problems('.a { margin-inline-start: 1px; inset-inline-end: 0; text-align: start; inline-size: 1px }'),
    ).toEqual([])
  })
})
