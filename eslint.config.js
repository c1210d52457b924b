// ESLint flat config. Besides TypeScript and React hooks rules, it enforces the layering of
// ARCHITECTURE.md: api <- flows <- ui <- portal; api <- mocks; api <- cli; api <- server; and
// inside the server, routes -> services -> the database.
// The layers inside packages/ui (tokens, services, registry, components, kit hooks, layouts, kit
// parts, screens, routes) and the absence of import cycles there are checked over the whole
// import graph by scripts/ui-layers.ts (its test runs in the unit project).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, resolve } from 'node:path';

/** Builds a no-restricted-imports rule from package names and what to say about them. */
function forbid(...groups) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: groups.map(([group, message]) => ({ group, message })),
      },
    ],
  };
}

const REACT = [
  ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react'],
  'flows and api hold no React (ARCHITECTURE.md layering).',
];
const UI = [['@siwes/ui', '@siwes/ui/*', '**/packages/ui/**'], 'Only the portal imports the UI kit.'];
const FLOWS = [
  ['@siwes/flows', '@siwes/flows/*', '**/packages/flows/**'],
  'Only ui and portal import flows.',
];
const MOCKS = [
  ['@siwes/mocks', '@siwes/mocks/*', '**/mocks/src/**', 'msw', 'msw/*'],
  'UI source never uses the fake; stories and tests do.',
];
const XSTATE = [['xstate', 'xstate/*'], 'The contract knows nothing of XState.'];
const MACHINES = [
  ['xstate', 'xstate/*', '@xstate/react'],
  "Screens, layouts and components wire no machine of their own: they compose the screen kit's hooks (docs/adding-a-screen.md).",
];
const APPS = [['@siwes/portal', '@siwes/server', '@siwes/cli', '**/apps/**'], 'Nothing imports an app.'];
const NODE_ONLY = [
  ['node:*', 'fs', 'path', 'crypto', 'http'],
  'What the browser imports from the contract uses no Node-only modules.',
];

/**
 * Routes only route (ARCHITECTURE.md, docs/server.md): a route reads the request, calls one
 * service and answers. Queries, transactions and the database live in services, so a route
 * imports neither Kysely nor the db module, reaches no `deps.db`, builds no statement, and
 * imports no other route file.
 */
const DATABASE = [
  ['kysely', 'kysely/*', '**/db', '**/db/**'],
  'A route holds no SQL: put the statement in a service under apps/server/src/services and call it.',
];
const OTHER_ROUTE = {
  regex: '^\\./|/routes/',
  message: 'No route imports another route file: give what both need a home in a service.',
};
const STATEMENT =
  'A route holds no SQL: put the statement in a service under apps/server/src/services and call it.';
const routesOnlyRoute = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...[REACT, UI, FLOWS, MOCKS, DATABASE].map(([group, message]) => ({ group, message })),
        OTHER_ROUTE,
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom|transaction|connection)$/]',
      message: STATEMENT,
    },
    { selector: "TaggedTemplateExpression[tag.name='sql']", message: STATEMENT },
    {
      selector: "MemberExpression[property.name='db']",
      message: 'A route does not reach the database: pass `deps` to a service.',
    },
  ],
};

/**
 * A screen folder holds only that screen's files: a screen never imports another screen's folder.
 * What several screens share lives in the kit, a layout, a component, a service or testing; a
 * screen shown in another's place goes through the registry (`ScreenOf`), which the routes draw.
 */
const SCREEN_FOLDER = /packages\/ui\/src\/screens\/([^/]+)(?:\/|$)/;
const ownScreenOnly = {
  meta: {
    type: 'problem',
    messages: {
      otherScreen:
        'A screen imports only its own folder: "{{source}}" is the {{other}} screen\'s. Move what both need to the kit, a layout or a component, or show the screen through the registry.',
    },
  },
  create(context) {
    const own = SCREEN_FOLDER.exec(context.filename.replace(/\\/g, '/'))?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? resolve(dirname(context.filename), source)
        : source.replace(/^@siwes\/ui\//, 'packages/ui/src/');
      const other = SCREEN_FOLDER.exec(target.replace(/\\/g, '/'))?.[1];
      if (other && other !== own) context.report({ node, messageId: 'otherScreen', data: { source, other } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-mock/**',
      'storybook-static/**',
      'coverage/**',
      '.vitest/**',
      'playwright-report/**',
      'test-results/**',
      'apps/portal/public/mockServiceWorker.js',
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in .ts files too (the screen kit's).
    files: ['**/*.tsx', 'packages/ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Layering.
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/**/*.test.ts', 'packages/api/scripts/**'],
    rules: forbid(REACT, XSTATE, UI, FLOWS, MOCKS, APPS),
  },
  {
    // The contract's test helpers answer the client with msw, as its tests do; nothing else changes.
    files: ['packages/api/src/testing/**/*.ts'],
    rules: forbid(REACT, XSTATE, UI, FLOWS, APPS),
  },
  {
    files: [
      'packages/api/src/index.ts',
      'packages/api/src/client/**/*.ts',
      'packages/api/src/routes.ts',
      'packages/api/src/constants.ts',
      'packages/api/src/messages.ts',
      'packages/api/src/errors.ts',
      'packages/api/src/reference/**/*.ts',
      'packages/api/src/rules/**/*.ts',
    ],
    ignores: ['packages/api/src/**/*.test.ts'],
    rules: forbid(REACT, XSTATE, UI, FLOWS, MOCKS, APPS, NODE_ONLY),
  },
  {
    files: ['packages/flows/src/**/*.ts'],
    ignores: ['packages/flows/src/**/*.test.ts'],
    rules: forbid(REACT, UI, MOCKS, APPS),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/**/*.stories.tsx',
      'packages/ui/src/**/*.test.{ts,tsx}',
      'packages/ui/src/testing/**',
    ],
    rules: forbid(MOCKS, APPS),
  },
  {
    files: [
      'packages/ui/src/screens/**/*.{ts,tsx}',
      'packages/ui/src/layouts/**/*.{ts,tsx}',
      'packages/ui/src/components/**/*.{ts,tsx}',
    ],
    ignores: [
      'packages/ui/src/**/*.stories.tsx',
      'packages/ui/src/**/*.test.{ts,tsx}',
      'packages/ui/src/testing/**',
    ],
    rules: forbid(MOCKS, APPS, MACHINES),
  },
  {
    files: ['packages/ui/src/screens/**/*.{ts,tsx}'],
    plugins: { siwes: { rules: { 'own-screen-only': ownScreenOnly } } },
    rules: { 'siwes/own-screen-only': 'error' },
  },
  {
    files: ['mocks/src/**/*.ts'],
    rules: forbid(REACT, UI, FLOWS, APPS),
  },
  {
    files: ['apps/cli/**/*.ts', 'apps/server/**/*.ts'],
    ignores: ['apps/*/**/*.test.ts', 'apps/*/test/**'],
    rules: forbid(REACT, UI, FLOWS, MOCKS),
  },
  {
    files: ['apps/server/src/routes/**/*.ts'],
    rules: routesOnlyRoute,
  },
);
