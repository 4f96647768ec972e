// Shared jest configuration. `unit` runs src/**/*.test.ts next to the code; `integration` runs test/**.
const path = require('node:path');

module.exports = function preset(kind = 'unit') {
  return {
    testEnvironment: 'node',
    roots: [kind === 'unit' ? '<rootDir>/src' : '<rootDir>/test'],
    testMatch: ['**/*.test.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        { jsc: { target: 'es2023', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
      ],
    },
    testTimeout: kind === 'unit' ? 15_000 : 180_000,
    // Integration and e2e runs locate Kafka, MongoDB and OpenSearch once (libs/testing).
    ...(kind === 'unit' ? {} : { globalSetup: require.resolve('@downbeat/testing/global-setup') }),
    // In CI a handle a failed test left open must not hold the run until its time limit: jest
    // still prints "Force exiting", and the failure itself is reported.
    ...(process.env.CI === 'true' ? { forceExit: true } : {}),
    reporters: ['default', path.join(__dirname, 'scripts/jest-tally-reporter.js')],
  };
};
