import { GenericContainer, Wait } from 'testcontainers';
import type { SystemName } from './infrastructure';

/**
 * The same systems as deploy/local, as containers (official images, same versions), for laptops
 * with a Docker engine. Enabled with DOWNBEAT_TESTCONTAINERS=1. Containers live until the test
 * process exits (testcontainers' reaper removes them).
 */
export async function startContainer(system: SystemName): Promise<string> {
  switch (system) {
    case 'kafka': {
      const port = 19092;
      const kafka = await new GenericContainer('apache/kafka:3.9.2')
        .withExposedPorts({ container: port, host: port })
        .withEnvironment({
          KAFKA_NODE_ID: '1',
          KAFKA_PROCESS_ROLES: 'broker,controller',
          KAFKA_LISTENERS: `PLAINTEXT://0.0.0.0:${port},CONTROLLER://0.0.0.0:9093`,
          KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
          KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
          KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
          KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
          KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
          KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
          KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
        })
        .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
        .start();
      return `${kafka.getHost()}:${port}`;
    }
    case 'mongodb': {
      const ferret = await new GenericContainer('ghcr.io/ferretdb/ferretdb:1.24.2')
        .withEnvironment({ FERRETDB_HANDLER: 'sqlite', FERRETDB_TELEMETRY: 'disable' })
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forListeningPorts())
        .start();
      return `mongodb://${ferret.getHost()}:${ferret.getMappedPort(27017)}`;
    }
    case 'opensearch': {
      const search = await new GenericContainer('opensearchproject/opensearch:2.19.1')
        .withEnvironment({
          'discovery.type': 'single-node',
          DISABLE_SECURITY_PLUGIN: 'true',
          DISABLE_INSTALL_DEMO_CONFIG: 'true',
          OPENSEARCH_JAVA_OPTS: '-Xms512m -Xmx512m',
        })
        .withExposedPorts(9200)
        .withWaitStrategy(Wait.forHttp('/_cluster/health', 9200).forStatusCode(200))
        .start();
      return `http://${search.getHost()}:${search.getMappedPort(9200)}`;
    }
  }
}
