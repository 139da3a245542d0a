import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noReact = [{ group: ['react', 'react-*', 'react-admin', '@mui/*'], message: 'No React here: this code runs on the server too.' }];
// A module's inside: src/resources/<area>/<module>/... or src/custom/<area>/<screen>/... (the
// declaration index src/resources/declarations is not).
const moduleInside = { regex: '(^|/)(resources|custom)/[^/]+/[^/]+', message: 'Generic code does not import a module: read the registry (src/registry), the declarations (src/resources/declarations) or move the shared part to src/contract.' };
// A resource never depends on a custom screen (a custom screen may import a resource's public parts).
const customScreen = { regex: '(^|/)custom/', message: 'A resource does not import a custom screen: move the shared part (a path, a table) into the resource.' };
// What the server may import of the browser tree.
const serverFromSrc = { regex: '(^|/)src/(?!schema(/|$)|contract/|resources/declarations(\\.generated)?$|resources/[^/]+/[^/]+/model(/|$))', message: 'The server imports only src/schema, src/contract, src/resources/declarations and resources\' model/ folders.' };
const serverModuleInside = { regex: '^\\.{1,2}/(\\.\\./)*modules/[^/]+', message: 'Generic server code does not import a module: register it in server/modules/index.ts.' };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    // The declaration language, the models and the contract are shared with the server: no React,
    // no screens, no server code there.
    files: ['src/schema/**', 'src/contract/**', 'src/resources/*/*/model/**', 'src/resources/declarations*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noReact, { regex: '(^|/)server/', message: 'Shared code does not import the server.' }, { regex: '(^|/)(views|shell|layout|i18n|dataProvider|authProvider|routes)(/|$)', message: 'Shared code does not import browser code.' }] }],
    },
  },
  {
    // Generic browser code knows no module by name: it reads the registry (src/registry, which finds
    // the modules by folder), the declarations (src/resources/declarations) and the contract, never a
    // module's inside.
    files: ['src/**'],
    ignores: ['src/resources/**', 'src/custom/**', 'src/schema/**', 'src/contract/**', 'src/App.tsx', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInside] }],
    },
  },
  {
    // Resources never import custom screens (the other direction is allowed: public parts).
    files: ['src/resources/**'],
    ignores: ['src/resources/*/*/model/**', 'src/resources/declarations*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [customScreen] }],
    },
  },
  {
    // The server imports no React and no screen code: of the browser tree only the declaration
    // language, the contract, the declarations and the modules' models.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noReact, serverFromSrc] }],
    },
  },
  {
    // Generic server code knows no module by name: modules register through server/modules/index.ts.
    files: ['server/**'],
    ignores: ['server/modules/**', 'server/seed/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noReact, serverModuleInside, serverFromSrc] }],
    },
  },
);
