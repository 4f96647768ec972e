import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
// The probe is a plain Kafka client: the broker is up when any client can list its topics.
// eslint-disable-next-line no-restricted-imports
import { Kafka, logLevel } from 'kafkajs';
import { freePort, waitFor } from '@downbeat/testing';

/** The Kafka jars deploy/local/infra.sh installed (same cache and version). */
const KAFKA_VERSION = '3.9.2';
const CACHE = process.env.DOWNBEAT_CACHE ?? path.join(homedir(), '.cache', 'downbeat');
const JARS = path.join(CACHE, 'kafka', KAFKA_VERSION, 'jars');
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

export const throwawayKafkaAvailable = (): boolean => existsSync(JARS);

/**
 * A single-node KRaft broker of its own (other ports, a temporary directory), so a test can stop
 * and restart Kafka without touching the broker everything else shares. Data survives a restart.
 */
export class ThrowawayKafka {
  private process: ChildProcess | undefined;

  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<ThrowawayKafka> {
    const dir = mkdtempSync(path.join(tmpdir(), 'downbeat-kafka-'));
    const [port, controllerPort] = [await freePort(), await freePort()];
    const config = path.join(dir, 'server.properties');
    writeFileSync(
      config,
      [
        'process.roles=broker,controller',
        'node.id=1',
        `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
        `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
        `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
        'controller.listener.names=CONTROLLER',
        'inter.broker.listener.name=PLAINTEXT',
        'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
        `log.dirs=${path.join(dir, 'data')}`,
        'num.partitions=3',
        'default.replication.factor=1',
        'min.insync.replicas=1',
        'offsets.topic.replication.factor=1',
        'offsets.topic.num.partitions=3',
        'transaction.state.log.replication.factor=1',
        'transaction.state.log.min.isr=1',
        'auto.create.topics.enable=true',
        'group.initial.rebalance.delay.ms=0',
        '',
      ].join('\n'),
    );
    mkdirSync(path.join(dir, 'data'));
    const tool = (...args: string[]) =>
      execFileSync(JAVA, ['-cp', `${JARS}/*`, 'kafka.tools.StorageTool', ...args], { encoding: 'utf8' }).trim();
    const clusterId = tool('random-uuid');
    tool('format', '-t', clusterId, '-c', config);
    return new ThrowawayKafka(dir, port);
  }

  get brokers(): string[] {
    return [`127.0.0.1:${this.port}`];
  }

  /** Starts the broker and waits until a client can list topics. */
  async start(): Promise<void> {
    const log = openSync(path.join(this.dir, 'broker.log'), 'a');
    this.process = spawn(
      JAVA,
      ['-Xms256m', '-Xmx256m', '-cp', `${JARS}/*`, 'kafka.Kafka', path.join(this.dir, 'server.properties')],
      { stdio: ['ignore', log, log] },
    );
    const kafka = new Kafka({ clientId: 'throwaway-probe', brokers: this.brokers, logLevel: logLevel.NOTHING });
    await waitFor(
      `the throwaway Kafka broker on ${this.port}`,
      async () => {
        const admin = kafka.admin();
        try {
          await admin.connect();
          await admin.listTopics();
          return true;
        } finally {
          await admin.disconnect().catch(() => undefined);
        }
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );
  }

  /** Kills the broker at once (an outage, not a graceful shutdown). */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
