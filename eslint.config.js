// ESLint flat config: typescript-eslint's recommended rules, React's hook rules
// for the UI and the demo, and the layering rules of STYLE §9.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { defineConfig } from 'eslint/config'

const noReact = [
  { name: 'react', message: 'src/, projections/ and effects/ never import React (STYLE §9): put React code in ui/.' },
  {
    name: 'react-dom',
    message: 'src/, projections/ and effects/ never import React (STYLE §9): put React code in ui/.',
  },
]

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'bench/.out/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.stryker-tmp/',
      'reports/',
      // The docs site's build and VitePress's cache (npm run docs:build).
      'docs/.vitepress/dist/',
      'docs/.vitepress/cache/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['examples/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**', 'projections/**', 'effects/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: noReact, patterns: [{ group: ['react/*', 'react-dom/*'], message: noReact[0].message }] },
      ],
    },
  },
  {
    files: ['ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // ui/ reads models and emits intents; only src/createGatehouse.ts wires effects (STYLE §9).
              regex: '(^|/)effects(/|$)',
              message: 'ui/ never imports effects/ (STYLE §9): emit an intent event instead.',
            },
          ],
        },
      ],
    },
  },
)
