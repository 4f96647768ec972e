import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodePcm } from '@downbeat/audio';
import { demoTrackSpecs, writeSynthesizedTrack } from '@downbeat/synth';
import { mp3FrameBitrates } from '@downbeat/media/dist/testing/media-playback';
import { waitFor } from '@downbeat/testing';
import { type WebhookReceiver } from '@downbeat/versions/dist/testing/webhook-receiver';
import { partnerToken, request, userToken } from './api';
import { MediaOperator } from './media-ingest';
import { operatorCli } from './operator-cli';
import { badRequestNaming } from './shapes';

/** What the track-versions checks need of a running system, in either mode. */
export interface VersionsSystem {
  baseUrl: string;
  credentials: { accessKeyId: string; accessKeySecret: string };
  mediaAddress: string;
  accountsAddress: string;
  versionsAddress: string;
  /** A partner's HTTPS endpoint the system trusts (WEBHOOK_CA_FILE). */
  receiver: WebhookReceiver;
  /** The partner's webhook secret, for the receiver to verify signatures with. */
  onWebhookSecret(secret: string): void;
  /** SIGKILL whatever renders (the worker process, or the embedded process) and start it again. */
  killRenderer(): Promise<void>;
  /** SIGTERM whatever renders, as a rollout does, and start it again: its exit code and how long it took to stop. */
  restartRenderer(): Promise<{ exitCode: number | null | undefined; stopMs: number }>;
  /** The status events of a job as published (versions.job-status.v1). */
  statusEvents(jobId: string): Promise<string[]>;
}

interface Job {
  jobId: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  message: string;
  results: Array<{ previewUrl: string; highQualityUrl: string; waveform?: Record<string, number | number[]> }>;
}

const partnerIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { partner_id: string })
    .partner_id;

/**
 * Track versions through the public API: a synthesised song ingested onto a free demo track, jobs
 * started and polled, both MP3s downloaded from the media edge and decoded, the waveform, ownership,
 * Idempotency-Key, a partner webhook received and verified, a renderer killed mid-job, and one
 * stopped mid-job (a rollout).
 */
export function describeTrackVersions(system: () => VersionsSystem): void {
  let partner: string;
  let user: string;
  let trackId: string;
  let premiumTrackId: string;
  const api = <T = Record<string, unknown>>(pathAndQuery: string, token: string, json?: unknown, headers = {}) =>
    request<T>(system().baseUrl, pathAndQuery, { token, headers, ...(json === undefined ? {} : { json }) });
  const poll = async (jobId: string, until: (job: Job) => boolean, timeoutMs = 180_000) => {
    let last: Job | undefined;
    await waitFor(
      `job ${jobId}`,
      async () => {
        // A failed request (the process restarting, an answer off the OpenAPI document) is retried
        // and, at the deadline, reported as the cause.
        const answer = await api<Job>(`/v0/tracks/versions/${jobId}`, user);
        if (answer.status !== 200) throw new Error(`GET ${jobId}: ${answer.status} ${JSON.stringify(answer.body)}`);
        last = answer.body;
        return last !== undefined && until(last);
      },
      { timeoutMs, intervalMs: 50 },
    );
    return last!;
  };

  beforeAll(async () => {
    const { baseUrl, credentials } = system();
    partner = await partnerToken(baseUrl, credentials.accessKeyId, credentials.accessKeySecret);
    const tracks = (
      await api<{ tracks: Array<{ id: string; isPreviewOnly: boolean }> }>('/v0/tracks?limit=100', partner)
    ).body.tracks;
    trackId = tracks.find((track) => !track.isPreviewOnly)!.id;
    premiumTrackId = tracks.find((track) => track.isPreviewOnly)!.id;
    const dir = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-versions-'));
    const spec = demoTrackSpecs(1, 15, { minSeconds: 36, maxSeconds: 40 })[0]!;
    await writeSynthesizedTrack(dir, spec);
    const operator = new MediaOperator(system().mediaAddress, system().accountsAddress);
    try {
      await operator.ingest('ASSET_KIND_TRACK', trackId, path.join(dir, `${spec.name}.wav`));
    } finally {
      operator.close();
    }
    user = await userToken(baseUrl, partner, 'e2e-versions-user');
    // As an operator sets it: `downbeat webhooks set`, which refuses an id accounts does not know
    // (an access key id is the likely slip) — a webhook kept under it would never fire.
    const addresses = { ACCOUNTS_ADDRESS: system().accountsAddress, VERSIONS_ADDRESS: system().versionsAddress };
    const url = system().receiver.url;
    const slip = await operatorCli(addresses, 'webhooks', 'set', system().credentials.accessKeyId, url);
    expect({ code: slip.code, stderr: slip.stderr }).toEqual({
      code: 1,
      stderr: expect.stringContaining(`No partner has the id "${system().credentials.accessKeyId}"`),
    });
    const set = await operatorCli(addresses, 'webhooks', 'set', partnerIdOf(partner), url);
    const secret = /^secret: (whsec_\S+)/m.exec(set.stdout)?.[1];
    expect({ code: set.code, secret }).toEqual({ code: 0, secret: expect.stringMatching(/^whsec_/) });
    system().onWebhookSecret(secret!);
  }, 240_000);

  it('refuses a bad request naming the field, a partner token, a premium track and an unknown track', async () => {
    expect(await api('/v0/tracks/versions', user, { trackId, durationMs: 999 })).toMatchObject(
      badRequestNaming('durationMs'),
    );
    expect(await api('/v0/tracks/versions', user, { trackId, durationMs: 300_001 })).toMatchObject(
      badRequestNaming('durationMs'),
    );
    expect(await api('/v0/tracks/versions', user, { durationMs: 30_000 })).toMatchObject(badRequestNaming('trackId'));
    expect((await api('/v0/tracks/versions', partner, { trackId, durationMs: 30_000 })).status).toBe(403);
    const premium = await api<{ message: string }>('/v0/tracks/versions', user, {
      trackId: premiumTrackId,
      durationMs: 30_000,
    });
    expect(premium).toMatchObject({
      status: 403,
      body: { message: 'User does not have access to download the track' },
    });
    expect((await api('/v0/tracks/versions', user, { trackId: 'no-such-track', durationMs: 30_000 })).status).toBe(404);
  });

  it('makes a 20 s version: PENDING → COMPLETED, both MP3s exactly 20 s at 128 and 320 kbit/s, the waveform, a verified webhook', async () => {
    const started = await api<Job>(
      '/v0/tracks/versions',
      user,
      { trackId, durationMs: 20_000 },
      { 'Idempotency-Key': 'e2e-v1' },
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'PENDING', results: [], message: expect.any(String) });
    const again = await api<Job>(
      '/v0/tracks/versions',
      user,
      { trackId, durationMs: 20_000 },
      { 'Idempotency-Key': 'e2e-v1' },
    );
    expect(again.body.jobId).toBe(started.body.jobId);
    const reused = await api(
      '/v0/tracks/versions',
      user,
      { trackId, durationMs: 21_000 },
      { 'Idempotency-Key': 'e2e-v1' },
    );
    expect(reused).toMatchObject({ status: 422, body: { errors: [{ key: 'Idempotency-Key' }] } });

    const seen = new Set<string>();
    const done = await poll(started.body.jobId, (job) => {
      seen.add(job.status);
      return job.status === 'COMPLETED' || job.status === 'FAILED';
    });
    expect(done).toMatchObject({ status: 'COMPLETED', results: [expect.any(Object)] });
    const dir = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-version-'));
    for (const [url, kbps] of [
      [done.results[0]!.previewUrl, 128],
      [done.results[0]!.highQualityUrl, 320],
    ] as const) {
      const download = await fetch(url);
      expect(download.status).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect([...mp3FrameBitrates(bytes)]).toEqual([kbps]);
      const file = path.join(dir, `${kbps}.mp3`);
      writeFileSync(file, bytes);
      const decoded = await decodePcm(file, 44_100);
      expect(Math.abs(decoded.samples.length / 44_100 - 20)).toBeLessThanOrEqual(0.01);
    }
    const expanded = await api<Job>(`/v0/tracks/versions/${started.body.jobId}?expand=waveform`, user);
    const waveform = expanded.body.results[0]!.waveform!;
    expect(waveform).toMatchObject({ version: 2, channels: 1, bits: 8, length: 500 });
    expect((waveform.data as number[]).length).toBe(1000);
    expect(done.results[0]!.waveform).toBeUndefined();

    const stranger = await userToken(system().baseUrl, partner, 'e2e-versions-stranger');
    expect((await api(`/v0/tracks/versions/${started.body.jobId}`, stranger)).status).toBe(404);

    await waitFor(
      'the webhook of the finished job',
      async () =>
        system().receiver.received.some(
          (hook) => hook.verified && (JSON.parse(hook.body) as { data: Job }).data.jobId === started.body.jobId,
        ),
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    const hook = system().receiver.received.find(
      (received) => (JSON.parse(received.body) as { data: Job }).data.jobId === started.body.jobId,
    )!;
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'track-version.completed', data: { status: 'COMPLETED' } });
  }, 240_000);

  it('finishes a job once when its renderer is killed mid-job', async () => {
    const started = await api<Job>('/v0/tracks/versions', user, { trackId, durationMs: 300_000 });
    expect(started.status).toBe(200);
    const atKill = await poll(started.body.jobId, (job) => job.status !== 'PENDING');
    expect(atKill.status).toBe('PROCESSING');
    await system().killRenderer();
    const done = await poll(
      started.body.jobId,
      (job) => job.status === 'COMPLETED' || job.status === 'FAILED',
      240_000,
    );
    expect(done).toMatchObject({ status: 'COMPLETED', results: [expect.any(Object)] });
    const download = await fetch(done.results[0]!.highQualityUrl);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-killed-')), 'version.mp3');
    writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    expect(Math.abs((await decodePcm(file, 44_100)).samples.length / 44_100 - 300)).toBeLessThanOrEqual(0.01);
    const statuses = await system().statusEvents(started.body.jobId);
    expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(1);
    expect(statuses).not.toContain('FAILED');
  }, 360_000);

  it('hands a job back when its renderer is stopped mid-job, without waiting for the render, and finishes it once', async () => {
    const started = await api<Job>('/v0/tracks/versions', user, { trackId, durationMs: 300_000 });
    expect(started.status).toBe(200);
    const atStop = await poll(started.body.jobId, (job) => job.status !== 'PENDING');
    expect(atStop.status).toBe('PROCESSING');
    const { exitCode, stopMs } = await system().restartRenderer();
    // A clean stop, well before a five-minute version's render could have ended.
    expect(exitCode).toBe(0);
    expect(stopMs).toBeLessThan(8_000);
    const done = await poll(
      started.body.jobId,
      (job) => job.status === 'COMPLETED' || job.status === 'FAILED',
      240_000,
    );
    expect(done).toMatchObject({ status: 'COMPLETED', results: [expect.any(Object)] });
    const statuses = await system().statusEvents(started.body.jobId);
    expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(1);
    expect(statuses).not.toContain('FAILED');
  }, 360_000);
}
