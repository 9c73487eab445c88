import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

// src/lib is product logic with no UI: nothing in it reaches up to the layers that use it.
const ABOVE_LIB = '(collections|fields|seed|endpoints|components)'
const aboveLibAlias = `^@/${ABOVE_LIB}(/|$)`
const aboveLibRelative = `^(\\.\\./)+(src/)?${ABOVE_LIB}(/|$)`
// esquery's regex literals cannot hold a slash, so dynamic import() selectors spell it \x2F.
const inSelector = (regex) => regex.replaceAll('/', '\\x2F')
const aboveLibMessage =
  'src/lib imports nothing from collections, fields, seed, endpoints or components: move the shared code into src/lib.'

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycle anywhere in the app (lazy import() included).
    files: ['src/**', 'payload.config.ts'],
    rules: { 'import/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: aboveLibAlias, message: aboveLibMessage },
            { regex: aboveLibRelative, message: aboveLibMessage },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${inSelector(aboveLibAlias)}/]`,
          message: aboveLibMessage,
        },
        {
          selector: `ImportExpression[source.value=/${inSelector(aboveLibRelative)}/]`,
          message: aboveLibMessage,
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
      'bench/reference-app/.next/**',
      'bench/reference-app/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
]

export default config
