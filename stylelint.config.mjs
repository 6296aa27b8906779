/** Layout in logical properties only, so the Arabic pages mirror (docs/arabic.md). */
export default {
  plugins: ['stylelint-use-logical'],
  rules: { 'csstools/use-logical': 'always' },
}
