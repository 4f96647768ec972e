import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FilesystemBlobStore, readEventLog } from '@downbeat/platform';
import { describeWith } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { EmbeddedSystem } from './support/embedded-system';
import type { OpenApiContract } from './support/openapi-contract';
import { TopicReader } from './support/topic-reader';
import { describeUploads, type UploadSystem } from './support/upload-checks';

const CREDENTIALS = { accessKeyId: 'uploads-partner', accessKeySecret: 'uploads-secret-0123456789' };

/** A clock file and the environment that makes a process read its wall clock from it (support/movable-clock.cjs). */
function movableClock() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'downbeat-clock-')), 'offset-ms');
  writeFileSync(file, '0');
  return {
    env: {
      NODE_OPTIONS: `--require ${path.join(__dirname, 'support', 'movable-clock.cjs')}`,
      DOWNBEAT_TEST_CLOCK_FILE: file,
      UPLOAD_SWEEP_SECONDS: '1',
    },
    /** Moves the clock and waits past the 100 ms the process takes to read it again. */
    move: async (offsetMs: number) => {
      writeFileSync(file, String(offsetMs));
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}

const uploadKeys = async (blobRoot: string) => new FilesystemBlobStore({ root: blobRoot }).list('uploads/');

describe('uploads in embedded mode', () => {
  let system: EmbeddedSystem;
  let contract: OpenApiContract;
  const clock = movableClock();

  beforeAll(async () => {
    system = await EmbeddedSystem.create('uploads', CREDENTIALS, clock.env);
    await system.start();
    contract = await checkResponsesAgainstOpenApi(system.baseUrl);
  }, 90_000);
  afterAll(async () => {
    await system?.stop();
  });

  describeUploads((): UploadSystem => ({
    ...system.context,
    uploadBlobs: () => uploadKeys(path.join(system.dataDirectory, 'blobs')),
    uploadEvents: async () =>
      readEventLog(path.join(system.dataDirectory, 'events.sqlite'), ['media.uploads.v1']).map((event) => ({
        uploadId: event.key,
        state: (event.data as { state: string }).state,
      })),
    moveClock: clock.move,
  }));

  it('checked every upload response against the OpenAPI document', () => {
    expect(contract.checked).toBeGreaterThan(30);
  });
});

describeWith(['kafka', 'mongodb', 'opensearch'], 'uploads in distributed mode', (infra) => {
  let system: DistributedSystem;
  let contract: OpenApiContract;
  let topic: TopicReader;
  const clock = movableClock();

  beforeAll(async () => {
    system = await DistributedSystem.start(infra, { serviceEnv: { media: clock.env } });
    contract = await checkResponsesAgainstOpenApi(system.gatewayUrl);
    topic = await new TopicReader(infra.kafka!.brokers, `${system.topicNamespace}.media.uploads.v1`).start();
  }, 180_000);
  afterAll(async () => {
    await topic?.stop();
    await system?.stopAll();
    await system?.dropRunData();
  });

  describeUploads((): UploadSystem => ({
    ...system.context,
    accessKeyId: DEMO_CREDENTIALS.accessKeyId,
    accessKeySecret: DEMO_CREDENTIALS.accessKeySecret,
    uploadBlobs: () => uploadKeys(system.media.blobRoot),
    uploadEvents: async () =>
      topic.records.map((record) => ({ uploadId: record.key ?? '', state: String(record.value.state) })),
    moveClock: clock.move,
  }));

  it('checked every upload response against the OpenAPI document', () => {
    expect(contract.checked).toBeGreaterThan(30);
  });
});
