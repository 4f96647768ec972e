import { get } from 'node:http';
import { connect } from 'node:net';
import type { startContainer as StartContainerFunction } from './containers';

type StartContainer = typeof StartContainerFunction;

/**
 * Finds the real systems tests run against, in this order:
 *   1. explicit URLs from the environment (KAFKA_BROKERS, MONGODB_URL, OPENSEARCH_URL);
 *   2. containers started with testcontainers when a Docker engine answers (a laptop with Docker);
 *   3. the local installs of deploy/local/infra.sh on their default loopback ports.
 * With INFRA_REQUIRED=1 (CI) a system that cannot be found fails the run instead of skipping.
 */
export type SystemName = 'kafka' | 'mongodb' | 'opensearch';

export interface Infrastructure {
  kafka?: { brokers: string[] };
  mongodb?: { url: string };
  opensearch?: { url: string };
}

const LOCAL_DEFAULTS: Record<SystemName, string> = {
  kafka: '127.0.0.1:9092',
  mongodb: 'mongodb://127.0.0.1:27017',
  opensearch: 'http://127.0.0.1:9200',
};

const ENV_NAMES: Record<SystemName, string> = {
  kafka: 'KAFKA_BROKERS',
  mongodb: 'MONGODB_URL',
  opensearch: 'OPENSEARCH_URL',
};

export const infraRequired = (): boolean => process.env.INFRA_REQUIRED === '1';

/** host:port of the first address in a system's URL or broker list. */
export function hostPortOf(system: SystemName, location: string): { host: string; port: number } {
  const first = location.split(',')[0]?.trim() ?? '';
  const url = system === 'kafka' ? new URL(`kafka://${first}`) : new URL(first);
  const fallbackPort = { kafka: 9092, mongodb: 27017, opensearch: 9200 }[system];
  return { host: url.hostname, port: Number(url.port || fallbackPort) };
}

export function isReachable(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function locate(system: SystemName): Promise<string | undefined> {
  const explicit = process.env[ENV_NAMES[system]];
  const candidates = explicit ? [explicit] : [...(await containerLocation(system)), LOCAL_DEFAULTS[system]];
  for (const candidate of candidates) {
    const { host, port } = hostPortOf(system, candidate);
    if (await isReachable(host, port)) return candidate;
  }
  return undefined;
}

/**
 * Testcontainers is loaded only when a Docker engine answers (or DOWNBEAT_TESTCONTAINERS=1 forces
 * it), so machines without Docker pay nothing. DOWNBEAT_TESTCONTAINERS=0 turns it off.
 */
async function containerLocation(system: SystemName): Promise<string[]> {
  const choice = process.env.DOWNBEAT_TESTCONTAINERS;
  if (choice === '0' || (choice !== '1' && !(await dockerEngineAnswers()))) return [];
  // Required lazily: testcontainers costs start-up time and is useless without Docker.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startContainer } = require('./containers') as { startContainer: StartContainer };
  return [await startContainer(system)];
}

/** A Docker engine answers `GET /_ping` on its socket (DOCKER_HOST unix socket or the default). */
export function dockerEngineAnswers(timeoutMs = 1_000): Promise<boolean> {
  const host = process.env.DOCKER_HOST;
  if (host && !host.startsWith('unix://')) return Promise.resolve(true);
  const socketPath = host ? host.slice('unix://'.length) : '/var/run/docker.sock';
  return new Promise((resolve) => {
    const request = get({ socketPath, path: '/_ping', timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

/**
 * Resolves the systems a suite needs. Missing ones: with INFRA_REQUIRED=1 this throws (the suite
 * fails); otherwise the result lacks them and `describeWith` skips the suite loudly.
 */
export async function findInfrastructure(
  systems: SystemName[],
): Promise<{ found: Infrastructure; missing: SystemName[] }> {
  const found: Infrastructure = {};
  const missing: SystemName[] = [];
  for (const system of systems) {
    const location = await locate(system);
    if (!location) missing.push(system);
    else if (system === 'kafka') found.kafka = { brokers: location.split(',').map((broker) => broker.trim()) };
    else found[system] = { url: location };
  }
  if (missing.length > 0 && infraRequired()) {
    throw new Error(
      `INFRA_REQUIRED=1 but ${missing.join(', ')} not reachable. Start it with \`npm run infra:up\` ` +
        `or set ${missing.map((system) => ENV_NAMES[system]).join(', ')}.`,
    );
  }
  return { found, missing };
}
