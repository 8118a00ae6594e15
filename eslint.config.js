// ESLint: the general rules, on top of the formatter (Prettier, .prettierrc.json) and the import boundaries
// (scripts/boundaries.ts), all three in `npm run lint`. typescript-eslint runs without type information to keep
// the run short: `npm run typecheck` is the type check.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'console/dist/',
      '**/.wrangler/',
      '.tanstack/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      // a leading underscore names a value that is there for its position only
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // the rules of hooks and complete effect dependencies; the React Compiler's own rules (refs, set-state-in-effect,
    // immutability, …) judge code for the compiler, which this project does not run
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
)
