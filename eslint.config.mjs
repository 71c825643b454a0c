// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-transactions', 'mf-master', 'mf-notifications'];
const apps = ['shell', ...remotes];

/** Forbid importing another package's files by path: packages talk through their public entry. */
const noDeepImportOf = (pkg) => ({
  regex: `(^|/)${pkg}/src(/|$)|^(\\.\\./)+${pkg}(/|$)`,
  message: `Do not import files of ${pkg}: a package is reached through its public entry only.`,
});

/**
 * Libraries that live inside @console/shared and are not federated singletons on their own: a
 * remote importing one bundles a second copy (formik's context would be empty in production,
 * toasts would miss the one container). Remotes reach them through @console/shared's exports.
 */
const sharedOnlyLibraries = {
  regex: '^(formik|yup|react-toastify|@console/rules)(/.*)?$|^@tanstack/',
  message:
    'Import forms, validation, toasts and the table from @console/shared (useField, useFormikContext, yup, notify, DataTable): a remote bundling formik, yup, react-toastify or @tanstack/* gets a second copy (docs/decisions/026).',
};

/**
 * Remotes import @console/shared through its two share keys: `/core` (lists, table, dialogs,
 * session...) and `/forms` (the yup-based form machinery). The whole entry would make every screen
 * of the remote download yup and the resource forms (docs/decisions/072).
 */
const sharedWholeEntry = {
  regex: '^@console/shared$',
  message: 'Import from @console/shared/core, or @console/shared/forms for rules, schemas, ResourceScreen and formik/yup (docs/decisions/072).',
};

/** @param {string} app */
const boundariesFor = (app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...apps
            .filter((other) => other !== app)
            .map((other) => ({
              regex: `(^|/)${other}(/|$)`,
              message: `${app} must not import ${other}: remotes are independent and reach each other only through the shell at runtime.`,
            })),
          noDeepImportOf('shared'),
          {
            regex: '^@console/shared/src',
            message: 'Import @console/shared through its exports map, never its files (it is a federated singleton).',
          },
          ...(remotes.includes(app) ? [sharedOnlyLibraries, sharedWholeEntry] : []),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-static/**',
      'releases/**',
      'e2e/.state/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', ...apps.map((app) => `${app}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...apps.map(boundariesFor),
  {
    // The rule set depends on yup only: the API and the console both import it (decision 101).
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!yup$|\\.)', message: '@console/rules depends on yup only: the API and every app import it.' }] },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apps.map((app) => ({
              regex: `(^|/)${app}(/|$)`,
              message: '@console/shared must not import an app: dependencies point from apps to shared only.',
            })),
            {
              regex: '^@console/shared($|/)',
              message: 'Inside @console/shared use relative imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The release tooling and the console server depend on the contract, never on the reference
    // API's source or a remote's: a console deployed against another backend checks against the
    // same model, and a remote's change touches only its folder (decision 150).
    files: ['tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/src(/|$)',
              message: 'The tooling takes the permission model and the rules from @console/rules (the spec\'s contract), not from the reference API\'s source (decision 150).',
            },
            {
              regex: `(^|/)(${remotes.join('|')})(/|$)`,
              message: 'The tooling knows no remote: what a remote exposes, declares and finds comes from its own build (decision 150).',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools, servers and test runners print by design.
    files: ['api/**/*.ts', 'tools/**/*.ts', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
