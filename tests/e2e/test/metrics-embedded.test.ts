import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { generateUploadSamples } from '@downbeat/media/dist/testing/upload-samples';
import { matching, parseExposition, sampleSum, type MetricSample } from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { partnerToken, request } from './support/api';
import { EmbeddedSystem } from './support/embedded-system';

const CREDENTIALS = { accessKeyId: 'metrics-partner', accessKeySecret: 'metrics-secret-0123456789' };

/** `npm start`'s one process: every service's metrics on one port, under the names the distributed mode uses. */
describe('embedded mode: metrics', () => {
  let system: EmbeddedSystem;
  let token: string;
  const scrape = async (): Promise<MetricSample[]> => {
    const response = await fetch(system.metricsUrl);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return parseExposition(await response.text());
  };

  beforeAll(async () => {
    system = await EmbeddedSystem.create('metrics', CREDENTIALS);
    await system.start();
    token = await partnerToken(system.baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret);
  }, 90_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('times partner requests under their route template, and the gRPC calls behind them per method', async () => {
    expect((await request(system.baseUrl, '/v0/tracks?limit=2', { token })).status).toBe(200);
    expect((await request(system.baseUrl, '/v0/tracks/no-such-track/beats', { token })).status).toBe(404);
    // A path the API does not have.
    expect((await request(system.baseUrl, '/v0/no-such-thing/42', { token })).status).toBe(404);
    const samples = await scrape();
    const count = 'http_server_request_duration_seconds_count';
    const route = { server: 'gateway', method: 'GET' };
    expect(sampleSum(samples, count, { ...route, route: '/v0/tracks', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sampleSum(samples, count, { ...route, route: '/v0/tracks/{trackId}/beats', status_code: '404' })).toBe(1);
    expect(sampleSum(samples, count, { ...route, route: 'unmatched', status_code: '404' })).toBe(1);
    // Ids and unknown paths never become label values.
    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => /no-such/.test(value))).toEqual([]);
    const catalog = { rpc_service: 'downbeat.catalog.v1.CatalogService', rpc_method: 'ListTracks', grpc_code: 'OK' };
    expect(sampleSum(samples, 'rpc_server_call_duration_seconds_count', catalog)).toBeGreaterThanOrEqual(1);
    // The process's own saturation signals are on the same page.
    expect(matching(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  });

  it('shows each consumer group’s lag on the in-process bus, under the names Kafka’s use', async () => {
    await waitFor(
      'the search group’s lag on catalog.tracks.v1 to be 0',
      async () => {
        const lag = matching(await scrape(), 'downbeat_event_consumer_lag_messages', {
          topic: 'catalog.tracks.v1',
          group: 'search',
        });
        return lag.length === 1 && lag[0]?.value === 0;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    const handled = { topic: 'catalog.tracks.v1', group: 'search' };
    expect(sampleSum(await scrape(), 'downbeat_events_handled_total', handled)).toBeGreaterThan(0);
  });

  it('times the analysis of an upload on the worker pool, and counts the upload', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-metrics-'));
    const samples = await generateUploadSamples((await locateFfmpeg()).ffmpeg, work, 8);
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(samples.mp3)]), 'song.mp3');
    const uploaded = await request(system.baseUrl, '/v0/uploads/audio', { token, form: body, timeoutMs: 60_000 });
    expect(uploaded.status).toBe(200);

    const analysed = { pool: 'shared', task: 'analyseTrackFile', outcome: 'completed' };
    await waitFor(
      'an analysis task timed on the shared worker pool',
      async () => sampleSum(await scrape(), 'downbeat_worker_pool_task_duration_seconds_count', analysed) >= 1,
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    const after = await scrape();
    expect(sampleSum(after, 'downbeat_worker_pool_task_duration_seconds_sum', analysed)).toBeGreaterThan(0);
    expect(matching(after, 'downbeat_worker_pool_queue_depth', { pool: 'shared' })).toHaveLength(1);
    expect(sampleSum(after, 'downbeat_uploads_total', { kind: 'audio', outcome: 'stored' })).toBe(1);
    expect(
      sampleSum(after, 'http_server_request_duration_seconds_count', {
        route: '/v0/uploads/audio',
        status_code: '200',
      }),
    ).toBe(1);
  }, 120_000);
});
