// One lint configuration for every package (typescript-eslint, type-aware rules off for speed).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');

/** Only adapters import the clients of third-party systems (DESIGN.md). */
const THIRD_PARTY_CLIENTS = [
  { name: 'kafkajs', message: 'Only the Kafka adapter in libs/platform/src/events imports kafkajs.' },
  { name: 'mongodb', message: 'Only the MongoDB adapter in libs/platform/src/documents imports mongodb.' },
  { name: 'node:sqlite', message: 'Only libs/platform/src/sqlite/sqlite-file.ts imports node:sqlite.' },
  {
    name: '@opensearch-project/opensearch',
    message: 'Only the OpenSearch adapters (services/search, libs/platform/src/vectors) import the client.',
  },
];

/**
 * Services never import each other: they talk over gRPC and events (contracts in libs/contracts).
 * Every folder under services/ is a service, so a new one is covered the day it is added. The
 * embedded launcher (all-in-one) composes them all, and tests may start another service for real.
 * The developer portal is no process but a static web build, which the gateway serves from its
 * package (it talks to the rest only through the public API): the gateway may name it.
 */
const SERVICES = fs
  .readdirSync(path.join(__dirname, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, 'services', entry.name, 'package.json')))
  .map((entry) => entry.name);
const COMPOSERS = new Set(['all-in-one']);
const SERVICE_TESTS = ['**/*.test.ts', '**/*.contract.ts', '**/test/**', '**/src/testing/**'];

const SERVED_BY = { portal: 'gateway' };

function otherServices(service) {
  const others = SERVICES.filter((name) => name !== service && SERVED_BY[name] !== service);
  return [
    {
      group: others.flatMap((name) => [`@downbeat/${name}`, `@downbeat/${name}/*`]),
      message: 'Services never import each other: call it over gRPC or consume its events (libs/contracts).',
    },
    {
      // A relative path out of this service into a sibling (`../../catalog/src/...`).
      regex: `^(\\.\\./)+(services/)?(${others.join('|')})/`,
      message: 'Services never import each other: call it over gRPC or consume its events (libs/contracts).',
    },
  ];
}

/**
 * The synthesiser (libs/synth: demo music, the demo catalog, beat-tracking scores) ships in no
 * service: services and the analysis library use it in tests only. The embedded launcher, which
 * generates the demo catalog, may.
 */
const SYNTHESISER = {
  name: '@downbeat/synth',
  message: 'The synthesiser is for tests, benchmarks and the embedded demo only (libs/synth/README.md).',
};

const THIRD_PARTY_ADAPTERS = [
  'libs/platform/src/events/kafka-*.ts',
  'libs/platform/src/documents/mongo-*.ts',
  'libs/platform/src/sqlite/sqlite-file.ts',
  'libs/platform/src/vectors/opensearch-vector-index.ts',
  'libs/platform/src/opensearch/*.ts',
  'libs/platform/test/**',
];
const SEARCH_ENGINE_ADAPTER = 'services/search/src/adapters/opensearch/**';

const serviceBoundaries = SERVICES.filter((service) => !COMPOSERS.has(service)).map((service) => ({
  files: [`services/${service}/**/*.ts`, `services/${service}/**/*.tsx`],
  ignores: SERVICE_TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [...THIRD_PARTY_CLIENTS, SYNTHESISER], patterns: otherServices(service) },
    ],
  },
}));

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
      'no-restricted-imports': ['error', { paths: THIRD_PARTY_CLIENTS }],
    },
  },
  ...serviceBoundaries,
  {
    // What media ships: the analysis library reaches the synthesiser from its tests only.
    files: ['libs/audio/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'libs/audio/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...THIRD_PARTY_CLIENTS, SYNTHESISER] }] },
  },
  {
    files: THIRD_PARTY_ADAPTERS,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The search service's OpenSearch adapter imports its client, and still no other service.
    files: [SEARCH_ENGINE_ADAPTER],
    ignores: SERVICE_TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [SYNTHESISER], patterns: otherServices('search') }] },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
