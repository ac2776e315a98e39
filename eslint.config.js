import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { stayInside } from './scripts/lint/stay-inside.js';

const ambientEffects = [
  { selector: "NewExpression[callee.name='Date']", message: 'The core takes time from the Clock port.' },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'The core takes time from the Clock port.',
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'The core takes ids from the IdGenerator port.',
  },
  {
    selector: "MemberExpression[object.name='Temporal'][property.name='Now']",
    message: 'The core takes time from the Clock port.',
  },
  {
    selector: 'CallExpression[callee.name=/^(fetch|setTimeout|setInterval)$/]',
    message: 'The core does no I/O and owns no timers.',
  },
  { selector: 'Identifier[name=/^(localStorage|sessionStorage)$/]', message: 'The core reaches storage through ports.' },
];

// Blueprint's Popover is deprecated and brings popper.js besides floating-ui, which PopoverNext,
// Tooltip, MenuItem and the date inputs use (issue 12: one positioning library per page).
const noDeprecatedPopover = {
  group: ['@blueprintjs/core'],
  importNames: ['Popover'],
  message: 'Popover is deprecated: use PopoverNext (floating-ui, as the rest of Blueprint here).',
};

const layer = (patterns) => ['error', { patterns: [...patterns, noDeprecatedPopover] }];

// Only crm-client knows the wire (issue 11): the portals, ui and core speak the domain's names
// (error kinds, not the CRM's codes). The gateway and mock-crm may read crm-contract.
const noWire = {
  group: ['@tolk/crm-contract', '@tolk/crm-contract/*'],
  message: 'Only crm-client knows the wire: speak the domain’s names (core).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-types/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'No .only.' },
        { object: 'test', property: 'only', message: 'No .only.' },
        { object: 'describe', property: 'only', message: 'No .only.' },
      ],
    },
  },
  {
    // Tools take their configuration as a default export.
    files: ['**/*.config.{ts,js}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures that need no other fixture must still destructure an empty object.
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The core is framework-free and self-contained: no relative path out of it either, tests included.
    files: ['packages/core/src/**/*.ts'],
    plugins: { tolk: { rules: { 'stay-inside': stayInside } } },
    rules: { 'tolk/stay-inside': ['error', 'packages/core/src'] },
  },
  {
    // The core's tests may use test libraries, but not the wire either.
    files: ['packages/core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': layer([noWire]) },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer([
        { regex: '^(?!temporal-polyfill$|\\.)', message: 'The core imports nothing but temporal-polyfill.' },
      ]),
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        ...ambientEffects,
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layer([
        {
          group: ['@tolk/client-portal*', '@tolk/crm-client', 'inversify'],
          message: 'ui is shared: no apps, no adapters, no DI.',
        },
        noWire,
      ]),
    },
  },
  {
    files: ['apps/client-portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/client-portal/src/di/**'],
    rules: {
      'no-restricted-imports': layer([{ group: ['inversify'], message: 'Only src/di/ imports inversify.' }, noWire]),
    },
  },
  {
    // The composition root builds the adapters (crm-client) and binds them (inversify); the wire
    // itself stays in crm-client.
    files: ['apps/client-portal/src/di/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layer([noWire]),
    },
  },
  {
    // A customer's call never imports an interpreter's: the client portal's bundle would take in
    // the interpreter side's codecs (their endpoint() calls are kept as possible side effects).
    files: ['packages/crm-contract/src/**/*.ts'],
    ignores: ['packages/crm-contract/src/calls/interpreter*.ts', 'packages/crm-contract/src/calls/index.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer([
        { group: ['./interpreter*', '../calls/interpreter*'], message: 'Customer calls stay free of the interpreter side.' },
      ]),
    },
  },
  {
    // The interpreter portal's composition root (src/app/wiring.ts) builds crm-client's adapters;
    // nothing in it reads the wire.
    files: ['apps/interpreter-portal/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layer([noWire]) },
  },
  {
    // The gateway judges each call by the contract (its path, who may make it) and answers its own
    // refusals with the catalogue's codes (issue 10), so it reads crm-contract too.
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': layer([
        { group: ['@tolk/crm-contract'], message: 'Only crm-client, mock-crm and the gateway import crm-contract.' },
      ]),
    },
  },
  {
    files: ['packages/ui/src/**/*.tsx', 'apps/*/src/**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, formatjs },
    languageOptions: { globals: { ...globals.browser }, parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: { react: { version: '18.3' } },
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, ignoreProps: true, allowedStrings: ['·', '–', '|', '—', ':', '(', ')', '*', '/'] },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-id': 'off',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: ['packages/ui/src/**/*.ts', 'apps/*/src/**/*.ts'],
    plugins: { formatjs },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'formatjs/enforce-default-message': ['error', 'literal'] },
  },
  {
    // One way of wiring (issue 11): a screen's store comes from root.screens, built in the composition
    // root. NewContactStore is the booking form's own dialog state (no port), made by the form.
    files: ['apps/client-portal/src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        {
          selector: "NewExpression[callee.name=/Store$/]:not([callee.name='NewContactStore'])",
          message:
            'A screen gets its store from root.screens (src/di/screen-stores.ts): stores are built in the composition root.',
        },
      ],
    },
  },
);
