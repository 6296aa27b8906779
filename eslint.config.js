/** Correctness, not style: Prettier holds the style (docs/toolchain.md, "Style"). */
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'dev-dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.lighthouseci/',
      'lighthouse-audit/',
      'public/',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  // Without type information: the type-aware set took 32 s here, against 12 s, and tsc checks the types.
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what is left out on purpose, as tsc's noUnusedLocals allows.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // An empty catch is how the code says a failure changes nothing (storage blocked, a page gone).
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // It takes every `useEarly(...).ref` handed to a `ref` prop for a read of `.current` in render: all 22 findings.
      'react-hooks/refs': 'off',
      // Islands render what the server rendered, then set what they learn in the browser (docs/toolchain.md, "Browsers").
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // React Aria's components take autoFocus as their own focus management (a dialog's one field).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      // Tests break content and browser objects on purpose, where a type would only be cast away.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Playwright reads a fixture's first parameter: `{}` is how a fixture says it needs no other.
      'no-empty-pattern': 'off',
    },
  },
  { languageOptions: { globals: globals.node } },
  { files: ['src/**', 'admin/**', 'tests/**', 'scripts/**'], languageOptions: { globals: globals.browser } },
  { files: ['src/sw.ts'], languageOptions: { globals: globals.serviceworker } },
)
