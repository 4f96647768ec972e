import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { waitFor } from '@downbeat/testing';
import { partnerToken, request, type RequestInit, userToken } from './support/api';
import { EmbeddedSystem } from './support/embedded-system';
import { picture } from './support/pictures';
import { ReferenceContract } from './support/reference-contract';
import { setConnected } from './support/reporting-checks';

const CREDENTIALS = { accessKeyId: 'reference-audio-partner', accessKeySecret: 'reference-audio-secret-0123456789' };
const suite = ReferenceContract.available() ? describe : describe.skip;

interface Listed {
  id: string;
  isPreviewOnly: boolean;
}
interface Job {
  jobId: string;
  status: string;
}

const form = (bytes: Buffer | Uint8Array, fileName: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return body;
};

/**
 * The reference partner API's operations on audio, against the small audio demo (three 8-second
 * tracks, two sound effects: rendered, analysed and described in about 20 s): the 200 answers of
 * streams, downloads, beats and highlights, similar tracks and sections, uploads of audio and
 * pictures, tracks matching a picture, and track versions, each held against the reference's
 * schemas (reference-contract.test.ts covers the catalog, with the metadata-only demo).
 */
suite('the reference partner API’s contract, operations on audio', () => {
  let system: EmbeddedSystem;
  let contract: ReferenceContract;
  let partner: string;
  let fan: string;
  let track: string;
  let effect: string;
  const send = <T = Record<string, unknown>>(template: string, path: string, init: RequestInit = {}) =>
    contract.send<T>(system.baseUrl, template, path, { timeoutMs: 30_000, ...init });

  beforeAll(async () => {
    contract = new ReferenceContract();
    system = await EmbeddedSystem.create('reference-audio', CREDENTIALS, {
      DEMO_AUDIO: 'on',
      DEMO_TRACKS: '3',
      DEMO_SOUND_EFFECTS: '2',
      DEMO_TRACK_SECONDS: '8',
    });
    await system.start();
    await waitFor(
      'the demo audio',
      async () => {
        const ready = await request<{ demoCatalog?: { state: string } }>(system.baseUrl, '/readyz');
        return ready.body.demoCatalog?.state === 'ready';
      },
      { timeoutMs: 180_000, intervalMs: 500 },
    );
    partner = await partnerToken(system.baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret);
    const partnerId = JSON.parse(Buffer.from(partner.split('.')[1]!, 'base64url').toString()).partner_id as string;
    await setConnected(() => system.context, partnerId, 'reference-audio-fan', true);
    fan = await userToken(system.baseUrl, partner, 'reference-audio-fan');
    const tracks = (await request<{ tracks: Listed[] }>(system.baseUrl, '/v0/tracks?limit=10', { token: fan })).body
      .tracks;
    track = tracks.find((listed) => !listed.isPreviewOnly)!.id;
    const effects = await request<{ collections: Array<{ soundEffects: Listed[] }> }>(
      system.baseUrl,
      '/v0/sound-effects/collections?limit=1',
      { token: fan },
    );
    effect = effects.body.collections[0]!.soundEffects[0]!.id;
    // Described by similarity: its similar tracks are ready once the other demo tracks are listed.
    await waitFor(
      'similar tracks of the demo',
      async () => (await request(system.baseUrl, `/v0/tracks/${track}/similar`, { token: fan })).status === 200,
      { timeoutMs: 120_000, intervalMs: 500 },
    );
  }, 360_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('streams, downloads, beats and highlights of a track with audio, as the reference answers them', async () => {
    for (const [template, path] of [
      ['/v0/tracks/{trackId}/beats', `/v0/tracks/${track}/beats`],
      ['/v0/tracks/{trackId}/hls', `/v0/tracks/${track}/hls`],
      ['/v0/tracks/{trackId}/stream', `/v0/tracks/${track}/stream`],
      ['/v0/tracks/{trackId}/highlights', `/v0/tracks/${track}/highlights?duration=5`],
      ['/v0/tracks/{trackId}/download', `/v0/tracks/${track}/download?format=mp3&quality=high`],
      ['/v0/sound-effects/{trackId}/download', `/v0/sound-effects/${effect}/download?format=mp3&quality=normal`],
    ] as const)
      expect([path, (await send(template, path, { token: fan })).status]).toEqual([path, 200]);
  });

  it('lists similar tracks and similar sections of a track', async () => {
    expect(
      (await send('/v0/tracks/{trackId}/similar', `/v0/tracks/${track}/similar?limit=2`, { token: fan })).status,
    ).toBe(200);
    const sections = await send(
      '/v0/tracks/{trackId}/similar-sections',
      `/v0/tracks/${track}/similar-sections?start=0&end=4000`,
      { token: partner },
    );
    expect(sections.status).toBe(200);
  });

  it('takes an audio upload, finds it by checksum, and the sections like it', async () => {
    // A demo track's own MP3 is the partner's file here; the reference answers an upload's id as `imageId`.
    const link = (await request<{ url: string }>(system.baseUrl, `/v0/tracks/${track}/download`, { token: fan })).body;
    const bytes = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    const uploaded = await send<{ imageId: string }>('/v0/uploads/audio', '/v0/uploads/audio', {
      token: partner,
      form: form(bytes, 'excerpt.mp3'),
    });
    expect(uploaded.status).toBe(200);
    expect(
      (
        await send(
          '/v0/uploads/audio/{checksum}',
          `/v0/uploads/audio/${createHash('sha256').update(bytes).digest('hex')}`,
          {
            token: partner,
          },
        )
      ).status,
    ).toBe(200);
    let status = 0;
    await waitFor(
      'the upload described',
      async () => {
        const found = await request(
          system.baseUrl,
          `/v0/tracks/similar-sections?audioUploadId=${uploaded.body.imageId}&start=0&end=4000`,
          { token: fan, timeoutMs: 60_000 },
        );
        status = found.status;
        return status !== 503;
      },
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    expect(status).toBe(200);
    const sections = await send(
      '/v0/tracks/similar-sections',
      `/v0/tracks/similar-sections?audioUploadId=${uploaded.body.imageId}&start=0&end=4000`,
      { token: fan },
    );
    expect(sections.status).toBe(200);
  });

  it('takes a picture, lists the tracks matching it, and deletes one picture and then all', async () => {
    const uploaded = await send<{ imageId: string }>('/v0/uploads/images', '/v0/uploads/images', {
      token: fan,
      form: form(
        await sharp(await picture('#3050d0'))
          .jpeg()
          .toBuffer(),
        'sea.jpg',
      ),
    });
    expect(uploaded.status).toBe(200);
    const matching = await send(
      '/v0/tracks/matching-image/{imageId}',
      `/v0/tracks/matching-image/${uploaded.body.imageId}`,
      {
        token: fan,
      },
    );
    expect(matching.status).toBe(200);
    const one = `/v0/uploads/images/${uploaded.body.imageId}`;
    expect((await send('/v0/uploads/images/{imageId}', one, { method: 'DELETE', token: fan })).status).toBe(204);
    expect((await send('/v0/uploads/images', '/v0/uploads/images', { method: 'DELETE', token: fan })).status).toBe(202);
  });

  it('starts a track versions job and answers its state', async () => {
    const started = await send<Job>('/v0/tracks/versions', '/v0/tracks/versions', {
      token: fan,
      headers: { 'Idempotency-Key': randomUUID() },
      json: { trackId: track, durationMs: 5_000, loopable: false },
    });
    expect(started.status).toBe(200);
    let job: Job | undefined;
    await waitFor(
      'the version rendered',
      async () => {
        job = (
          await send<Job>('/v0/tracks/versions/{jobId}', `/v0/tracks/versions/${started.body.jobId}`, { token: fan })
        ).body;
        return job.status === 'COMPLETED' || job.status === 'FAILED';
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    expect(job?.status).toBe('COMPLETED');
    const expanded = await send(
      '/v0/tracks/versions/{jobId}',
      `/v0/tracks/versions/${started.body.jobId}?expand=waveform`,
      { token: fan },
    );
    expect(expanded.status).toBe(200);
  });

  it('checked every operation on audio we share with the reference', () => {
    expect([...contract.operationsChecked].sort()).toEqual(
      [
        'DELETE_User_Image',
        'DELETE_User_Images',
        'GET_Download',
        'GET_HLS_Download_Data',
        'GET_Highlights_Details',
        'GET_Partner_Audio_By_Checksum',
        'GET_Similar_Audio_Match_Section_tracks',
        'GET_Similar_Section_tracks',
        'GET_Similar_tracks',
        'GET_Sound_Effect_Download',
        'GET_Stream',
        'GET_Track_Beats',
        'GET_Track_Versions_Job',
        'GET_Tracks_Matching_Image',
        'POST_Track_Versions',
        'POST_Upload_Partner_Audio',
        'POST_Upload_User_Image',
      ].sort(),
    );
  });
});
