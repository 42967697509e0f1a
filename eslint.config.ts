import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-syntax': [
        'error',
        {
          // Inside em.transactional this runs on a second pooled connection, outside the
          // transaction: a burst of such transactions once deadlocked the whole pool.
          selector: "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='getConnection']",
          message: 'Use em.execute(sql, params): it runs on the entity manager\'s transaction when there is one.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Decorated entity and resolver classes take their type from decorators: `import type` would
    // erase what type-graphql and MikroORM read at run time.
    files: ['graph/src/**/*.entity.ts', 'graph/src/**/*.resolver.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
