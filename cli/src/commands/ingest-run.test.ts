import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type catalog, loadProtos } from '@downbeat/contracts';
import { createLogger, type HostedService, hostGrpcService, unary } from '@downbeat/platform';
import { parseMetadata } from './ingest-metadata';
import { ingestMasters } from './ingest-run';

const logger = createLogger({ service: 'ingest-run-test', level: 'silent' });
const BOOM = '7e01c7dd-4680-548d-b0f2-4898da57c705';
const WHOOSH = 'bf82b3c9-9a91-50c0-8ac1-33154bb2ca12';
const CATEGORY = 'c5cfb69d-4c00-57b3-b7bf-57d8479361f1';

/**
 * A catalog admin endpoint over real gRPC that answers like a busy process: each sound effect's
 * ingest is published, but only after `answerMs` — past the 2 s other calls wait — except the
 * masters in `failing`, which fail. It records the import batches it is sent.
 */
async function busyCatalog(answerMs: number, failing: string[]) {
  const imports: string[][] = [];
  const host: HostedService = await hostGrpcService({
    address: '127.0.0.1:0',
    logger,
    dependencies: [],
    services: [
      {
        name: 'downbeat.catalog.v1.CatalogAdminService',
        definition: loadProtos().downbeat.catalog.v1.CatalogAdminService.service,
        implementation: {
          ImportRecords: unary(logger, async (request: catalog.ImportRecordsRequest__Output) => {
            imports.push(request.records.map((record) => (JSON.parse(record.json) as { type: string }).type));
            return { created: request.records.length, updated: 0, unchanged: 0, problems: [] };
          }),
          IngestSoundEffect: unary(logger, async (request: catalog.IngestSoundEffectRequest__Output) => {
            await sleep(answerMs);
            const failed = failing.includes(request.soundEffectId ?? '');
            return {
              soundEffectId: request.soundEffectId ?? '',
              created: true,
              status: failed ? 'TRACK_STATUS_FAILED' : 'TRACK_STATUS_PUBLISHED',
              message: failed ? 'the master is not audio' : 'Published',
            };
          }),
        },
      },
    ],
  });
  return { host, imports };
}

/** Two sound-effect masters and the demo catalog's metadata: a category before them, a collection of both after. */
function soundEffectMasters() {
  const folder = mkdtempSync(path.join(tmpdir(), 'downbeat-ingest-run-'));
  const masters = ['boom.flac', 'whoosh.flac'].map((name) => {
    writeFileSync(path.join(folder, name), name);
    return path.join(folder, name);
  });
  const effect = (id: string, title: string, file: string) =>
    JSON.stringify({ type: 'soundEffect', id, title, categoryIds: [CATEGORY], lengthSeconds: 2, file });
  const metadata = parseMetadata(
    [
      JSON.stringify({ type: 'soundEffectCategory', id: CATEGORY, name: 'Impacts' }),
      effect(BOOM, 'Deep Boom', 'boom.flac'),
      effect(WHOOSH, 'Quick Whoosh', 'whoosh.flac'),
      JSON.stringify({ type: 'soundEffectCollection', id: 'c0', name: 'Hits', soundEffectIds: [BOOM, WHOOSH] }),
    ].join('\n'),
    path.join(folder, 'demo-catalog.ndjson'),
  );
  return { masters, metadata };
}

describe('ingesting masters', () => {
  const hosts: HostedService[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.stop()));
  });
  /** Both sound effects ingested into a `busyCatalog(answerMs, failing)`: their outcomes, its imports. */
  const ingestBoth = async (answerMs: number, failing: string[]) => {
    const { host, imports } = await busyCatalog(answerMs, failing);
    hosts.push(host);
    const { masters, metadata } = soundEffectMasters();
    const outcomes = await ingestMasters({
      catalogAddress: host.address,
      masters,
      metadata,
      progress: () => undefined,
    });
    return { outcomes, imports };
  };

  it('waits for a catalog too busy to answer in 2 s, then imports the records after the masters', async () => {
    const { outcomes, imports } = await ingestBoth(2_500, []);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['published', 'published']);
    expect(imports).toEqual([['soundEffectCategory'], ['soundEffectCollection']]);
  }, 20_000);

  it('leaves the records after the masters when a master failed: they name it, and the run is repeated', async () => {
    const { outcomes, imports } = await ingestBoth(0, [WHOOSH]);
    expect(outcomes).toEqual([
      expect.objectContaining({ result: 'published', id: BOOM }),
      { file: 'whoosh.flac', result: 'failed', message: 'whoosh.flac: the master is not audio' },
    ]);
    expect(imports).toEqual([['soundEffectCategory']]);
  });
});
