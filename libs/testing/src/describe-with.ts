import { infraRequired, type Infrastructure, type SystemName } from './infrastructure';

/** Set by the jest global setup (global-setup.ts) before any suite is collected. */
export const INFRA_ENV = 'DOWNBEAT_INFRA';

export function locatedInfrastructure(): Infrastructure {
  return JSON.parse(process.env[INFRA_ENV] ?? '{}') as Infrastructure;
}

/**
 * `describe` for suites that need real systems, located once per run by the global setup.
 * Missing systems: with INFRA_REQUIRED=1 the suite fails; otherwise it is skipped with a warning.
 *
 *   describeWith(['kafka'], 'Kafka event bus', (infra) => { ... infra.kafka!.brokers ... });
 */
export function describeWith(systems: SystemName[], name: string, body: (infra: Infrastructure) => void): void {
  const infra = locatedInfrastructure();
  const missing = systems.filter((system) => !infra[system]);
  if (missing.length === 0) {
    describe(name, () => body(infra));
  } else if (infraRequired()) {
    describe(name, () => {
      it(`has ${systems.join(', ')} to run against`, () => {
        throw new Error(
          `INFRA_REQUIRED=1 but ${missing.join(', ')} not reachable; start them with \`npm run infra:up\``,
        );
      });
    });
  } else {
    // Straight to stderr: jest drops the console output of a suite that only skips.
    process.stderr.write(
      `\n⚠ SKIPPING "${name}": ${missing.join(', ')} not reachable (npm run infra:up, or INFRA_REQUIRED=1 to fail)\n`,
    );
    describe.skip(name, () => body(infra));
  }
}
