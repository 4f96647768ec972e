// One lint configuration for every package (typescript-eslint, type-aware rules off for speed).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');

module.exports = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/src/generated/**', '.tools/**', '.data/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kafkajs', message: 'Only the Kafka adapter in libs/platform/src/events imports kafkajs.' },
            { name: 'mongodb', message: 'Only the MongoDB adapter in libs/platform/src/documents imports mongodb.' },
            { name: 'node:sqlite', message: 'Only libs/platform/src/sqlite/sqlite-file.ts imports node:sqlite.' },
            {
              name: '@opensearch-project/opensearch',
              message: 'Only the OpenSearch adapters (services/search, libs/platform/src/vectors) import the client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'libs/platform/src/events/kafka-*.ts',
      'libs/platform/src/documents/mongo-*.ts',
      'libs/platform/src/sqlite/sqlite-file.ts',
      'libs/platform/src/vectors/opensearch-vector-index.ts',
      'services/search/src/adapters/opensearch/**',
      'libs/platform/test/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
