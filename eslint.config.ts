import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { MODULE_ORDER, moduleListProblems } from './graph/src/module-order.js';
import { localPlugin } from './scripts/eslint-no-citations.js';

/** The wiring at the top of graph/src: it assembles the modules, so no module may import it. */
const WIRING = [
  'server',
  'rest',
  'graphql-ws',
  'context',
  'main',
  'config',
  'logger',
  'schema',
  'security',
  'startup-error',
  'shutdown',
  'worker',
  'background',
  'web-app',
  'graphiql',
  'module-list',
  'module-order',
]
  .map((f) => `graph/src/${f}.ts`)
  .concat(['graph/src/db', 'graph/src/scripts']);

/**
 * The feature modules, lowest first, as the wiring lists them (graph/src/module-order.ts, the one
 * place the order is stated): a module may import those before it, never one after it, so the
 * module graph stays one-way (type imports included). A module folder without a manifest, or not
 * in the list, stops the lint run with a sentence that says what to do.
 */
const moduleProblems = moduleListProblems('graph/src/modules');
if (moduleProblems.length > 0) throw new Error(`eslint.config.ts: ${moduleProblems.join(' ')}`);

const moduleZones = MODULE_ORDER.map((name, rank) => ({
  target: `graph/src/modules/${name}`,
  from: MODULE_ORDER.slice(rank + 1).map((later) => `graph/src/modules/${later}`),
  message: `modules/${name} may import only the modules before it in MODULE_ORDER (graph/src/module-order.ts): the module graph runs one way.`,
})).filter((zone) => zone.from.length > 0);

/**
 * The web app's layers, top first: a folder (or top-level file) may import only those after it.
 * Each entry lists the paths of one layer under web/src.
 */
const WEB_LAYERS = [
  ['routes', 'App.tsx', 'main.tsx'],
  ['components'],
  ['live'],
  ['mutations'],
  ['auth'],
  ['apollo', 'api', 'gql', 'config', 'stores', 'theme.ts', 'GlobalStyle.ts', 'assets'],
];
const webZones = WEB_LAYERS.flatMap((layer, rank) =>
  layer.map((target) => ({
    target: `web/src/${target}`,
    from: WEB_LAYERS.slice(0, rank)
      .flat()
      .map((above) => `web/src/${above}`),
    message: `web/src/${target} may import only the layers below it (WEB_LAYERS in eslint.config.ts): routes → components → live → mutations → auth → apollo, api, gql, config, stores.`,
  })),
).filter((zone) => zone.from.length > 0);

/**
 * graph/src/shared holds the pure rules both tiers share (limits, vocabularies, e-mail address and URL
 * rules, profile completion, the app's paths): no Node, no database, no package, nothing outside the folder.
 * The web may import that folder and nothing else from the server.
 */
const SHARED = 'graph/src/shared';

const POOLED_EXECUTE = {
  // Inside em.transactional this runs on a second pooled connection, outside the
  // transaction: a burst of such transactions once deadlocked the whole pool.
  selector: "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='getConnection']",
  message: "Use em.execute(sql, params): it runs on the entity manager's transaction when there is one.",
};

const ONE_MUTATION_STYLE =
  'Add a hook under web/src/mutations (one per mutation, owning its cache update) and call it here: the web changes data only through those hooks.';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'web/dist', 'web/src/gql', '.tools', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'no-restricted-syntax': ['error', POOLED_EXECUTE],
    },
  },
  {
    // Comments and strings (test titles too) state rules in words, never a section or issue number.
    plugins: { local: localPlugin },
    rules: { 'local/no-citations': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server's layers run one way: the wiring on top, the feature modules below it, the
    // shared pieces (modules/common) and the platform at the ground. No two files import each
    // other through any chain. This rule follows value imports only; `npm run check:cycles`
    // (scripts/check-cycles.ts) follows type imports too, in graph/src and web/src (a type
    // cycle is still two modules that know each other). Packages are not followed.
    files: ['graph/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['graph/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            {
              target: SHARED,
              from: 'graph/src',
              except: ['./shared'],
              message: `${SHARED} holds pure rules the web imports too: it imports nothing else from the server.`,
            },
            {
              target: 'graph/src/modules',
              from: WIRING,
              except: [],
              message: 'Modules do not import the wiring: the context type and the policy live in modules/common.',
            },
            // The platform layer (events, jobs, Redis) serves the modules and knows none of them, only the
            // contracts they share in modules/common (event types, errors, the rate-limit store).
            { target: 'graph/src/platform', from: WIRING, message: 'The platform layer sits below the wiring: the wiring builds it.' },
            {
              target: 'graph/src/platform',
              from: 'graph/src/modules',
              except: ['./common'],
              message: 'The platform layer imports no feature module (only the shared contracts of modules/common): modules import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's layers run one way, pages on top: routes (and App, main) → components →
    // live (the tab's one subscription per kind of event, writing each event into the cache) →
    // mutations (a hook per change of data, owning its cache update) → auth (the session) → the
    // ground: apollo, api, gql, config, stores (app-wide client state such as the toasts), theme.
    // A layer imports those below it, never one above. From the server it imports only the pure
    // rules both tiers share, never a file that needs Node or the database.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            {
              target: 'web/src',
              from: 'graph/src',
              except: ['./shared'],
              message: `The web imports only the rules both tiers share (${SHARED}), never server-only code.`,
            },
          ],
        },
      ],
    },
  },
  {
    // The web changes data one way: a hook under web/src/mutations per mutation, which owns its
    // cache update. Components and pages call those hooks, never useMutation or client.mutate.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/mutations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@apollo/client', '@apollo/client/react'].map((name) => ({ name, importNames: ['useMutation'], message: ONE_MUTATION_STYLE })),
        },
      ],
      'no-restricted-syntax': ['error', POOLED_EXECUTE, { selector: "CallExpression[callee.property.name='mutate']", message: ONE_MUTATION_STYLE }],
    },
  },
  {
    // The shared rules run in the browser as well as in Node: they import only each other.
    files: [`${SHARED}/**/*.ts`],
    ignores: [`${SHARED}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.)', message: `${SHARED} runs in the browser too: no packages and no Node built-ins, only the folder's own files.` }] },
      ],
    },
  },
  {
    // Tests beside a module may read the demo data to check against it.
    files: ['graph/src/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Decorated entity and resolver classes take their type from decorators: `import type` would
    // erase what type-graphql and MikroORM read at run time.
    files: ['graph/src/**/*.entity.ts', 'graph/src/**/*.resolver.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
