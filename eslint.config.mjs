// ESLint flat config: typescript-eslint, react-hooks, and the layer rules of DESIGN.md §1.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const UI = ['react', 'react-dom', '@tarojs/*', 'zustand', 'zustand/*']
// A layer name matches relative paths too (../components/x), but not a package (@tarojs/components/lib/react).
const upper = (...names) =>
  names.map((n) => ({
    group: [`@/${n}`, `@/${n}/*`, `**/${n}/*`, `!@tarojs/**`],
    message: `Layer rule (DESIGN.md §1): this layer may not import ${n}.`,
  }))

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'lib/**',
      'data/**',
      'coverage/**',
      '.temp/**',
      '**/*.generated.ts',
      'src/geo/data/**',
      'src/divination/yi/data/**',
      // Native shell projects (Capacitor): generated, and their assets are a copy of the H5 build.
      'android/**',
      'ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-console': 'off',
    },
  },
  // Engines are pure: no UI, store, api or platform; no clock, no Math.random.
  {
    files: ['src/astro/**', 'src/divination/**', 'src/core/**', 'src/geo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI.filter((n) => !n.includes('*')),
          patterns: [
            { group: UI, message: 'Engines are pure (DESIGN.md §1).' },
            ...upper('store', 'api', 'platform', 'components', 'pages', 'package*'),
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded Rng (src/core/random.ts).' },
        { object: 'Date', property: 'now', message: 'Engines take the instant as input.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Engines take the instant as input.' },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...upper('pages', 'package*', 'api')] }] },
  },
  // Pages reach the server through store actions (DESIGN.md §8): loading, errors and logout handled in one place.
  {
    files: ['src/pages/**', 'src/package*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/api', '@/api/*', '**/api/*'], message: 'Pages call store actions (src/store), never src/api (DESIGN.md §8).' }] },
      ],
    },
  },
  {
    files: ['src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react-dom', '@tarojs/components'], message: 'Stores hold no UI.' }, ...upper('pages', 'package*', 'components')] },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...upper('pages', 'package*', 'components', 'store')] }] },
  },
  // Only src/platform may branch on the target.
  {
    files: ['src/**'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'TARO_ENV lives in src/platform only (DESIGN.md §6).' }],
    },
  },
  {
    files: ['src/astro/**', 'src/divination/**', 'src/core/**', 'src/geo/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded Rng (src/core/random.ts).' },
        { object: 'Date', property: 'now', message: 'Engines take the instant as input.' },
        { object: 'process', property: 'env', message: 'Engines do not read the environment.' },
      ],
    },
  },
  // Every click target is a Pressable (components/ui/pressable): a named, focusable control (issue 18).
  {
    files: ['src/components/**/*.tsx', 'src/pages/**/*.tsx', 'src/package*/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(View|Text|Image)$/] > JSXAttribute[name.name='onClick']",
          message: 'Use Pressable (src/components/ui/pressable) for click targets: a screen reader and the keyboard cannot reach a bare View/Text.',
        },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', 'bench/**', 'config/**', 'src/cli/**'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  // Bundler stand-ins for CommonJS packages are CommonJS themselves.
  { files: ['config/shims/**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
)
