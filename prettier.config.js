/** The style the code was written in before Prettier held it (docs/toolchain.md, "Style"). */
export default {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 120,
  overrides: [
    // As Sveltia CMS writes them (JSON.stringify, two spaces), so an edit in the CMS never fails the check.
    { files: 'content/**/*.json', options: { parser: 'json-stringify' } },
  ],
}
