/** Layout in logical properties only, so the Arabic pages mirror (README, "Arabic"). */
export default {
  plugins: ['stylelint-use-logical'],
  rules: { 'csstools/use-logical': 'always' },
}
