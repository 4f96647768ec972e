import { INFRA_ENV } from './describe-with';
import { findInfrastructure } from './infrastructure';

/** jest globalSetup for integration and e2e runs: locate Kafka, MongoDB and OpenSearch once. */
export default async function globalSetup(): Promise<void> {
  const { found, missing } = await findInfrastructure(['kafka', 'mongodb', 'opensearch']).catch(() => ({
    found: {},
    missing: ['kafka', 'mongodb', 'opensearch'],
  }));
  process.env[INFRA_ENV] = JSON.stringify(found);
  if (missing.length > 0) console.warn(`\n⚠ not reachable: ${missing.join(', ')}\n`);
}
