import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { locateFfmpeg, type FfmpegTools } from '@downbeat/platform/ffmpeg';
import { fromTimestamp, IMAGE_SIZES, loadProtos, type media } from '@downbeat/contracts';
import {
  connectClient,
  createLogger,
  FilesystemBlobStore,
  MongoDocumentStore,
  type ConnectedClient,
} from '@downbeat/platform';
import { describeWith, locatedInfrastructure, waitFor } from '@downbeat/testing';
import { HLS_COOKIE_NAME, startMediaService, type MediaService } from '../src';
import { generateMaster, grantsSignedWith, mp3FrameBitrates, playHls, probeBytes } from '../src/testing/media-playback';

const SIGNING_KEY = 'media-it-signing-key-0123456789abcdef';
const database = `media_it_${Date.now().toString(36)}_${process.pid}`;
const TRACK_SECONDS = 20;
const HOUR_MS = 3_600_000;

describeWith(['mongodb'], 'media service: rendering, signed links and the edge, on FerretDB', () => {
  let tools: FfmpegTools;
  let store: MongoDocumentStore;
  let service: MediaService;
  let client: ConnectedClient<media.MediaServiceClient, media.MediaServiceDefinition>;
  let work: string;
  let blobs: FilesystemBlobStore;

  const ingest = (request: media.IngestMasterRequest) => client.ingestMaster(request);
  const ingestUntilDone = async (request: media.IngestMasterRequest) => {
    let answer: media.IngestMasterResponse__Output | undefined;
    await waitFor(
      `${request.assetId} rendered`,
      async () => {
        answer = await ingest({ ...request, force: false });
        return answer.state === 'PROCESSING_STATE_READY' || answer.state === 'PROCESSING_STATE_FAILED';
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    return answer!;
  };
  const stream = (trackId: string) => client.getTrackStream({ partnerId: 'p1', trackId });
  const hlsAccess = (trackId: string) => client.getHlsAccess({ partnerId: 'p1', trackId });
  const download = (trackId: string, quality: media.DownloadQuality) =>
    client.getTrackDownload({ partnerId: 'p1', userId: 'u1', trackId, quality });
  const master = async (name: string, seconds: number) => {
    const file = path.join(work, name);
    await generateMaster(tools.ffmpeg, file, seconds);
    return file;
  };

  beforeAll(async () => {
    tools = await locateFfmpeg();
    work = mkdtempSync(path.join(tmpdir(), 'media-it-'));
    store = new MongoDocumentStore({ url: locatedInfrastructure().mongodb!.url, database });
    await store.start();
    blobs = new FilesystemBlobStore({ root: path.join(work, 'blobs') });
    service = await startMediaService({
      address: '127.0.0.1:0',
      logger: createLogger({ service: 'media', level: 'silent' }),
      store,
      blobs,
      ffmpeg: tools,
      signingKeys: { current: SIGNING_KEY },
      edge: { host: '127.0.0.1', port: 0, allowedOrigins: ['https://partner.example'] },
      hlsAccessSeconds: 3600,
    });
    client = connectClient('media', loadProtos().downbeat.media.v1.MediaService, service.address, {
      deadlineMs: 20_000,
    });
  });
  afterAll(async () => {
    client?.close();
    await service?.stop();
    await store?.collection('media_assets').deleteMany({});
    await store?.stop();
  });

  describe('a track master', () => {
    let masterFile: string;
    let renderSeconds: number;

    beforeAll(async () => {
      masterFile = await master('tone.wav', TRACK_SECONDS);
      const started = performance.now();
      const answer = await ingestUntilDone({ kind: 'ASSET_KIND_TRACK', assetId: 'trk_tone', masterUri: masterFile });
      renderSeconds = (performance.now() - started) / 1000;
      expect(answer).toMatchObject({ state: 'PROCESSING_STATE_READY' });
      process.stderr.write(
        `\nmedia render: ${TRACK_SECONDS} s master in ${renderSeconds.toFixed(2)} s (${(TRACK_SECONDS / renderSeconds).toFixed(1)}× real time, ingest included)\n`,
      );
    });

    it('plays over HLS from a stream URL: two AAC variants at about their advertised bit rates', async () => {
      const link = await stream('trk_tone');
      expect(fromTimestamp(link.expires)!.getTime()).toBeGreaterThan(Date.now() + 0.9 * HOUR_MS);

      const variants = await playHls(link.url);

      expect(variants).toHaveLength(2);
      for (const [variant, kbps] of [
        [variants[0]!, 64],
        [variants[1]!, 160],
      ] as const) {
        expect(variant.codecs).toBe('mp4a.40.2');
        expect(variant.measuredBitsPerSecond / 1000).toBeGreaterThan(kbps * 0.85);
        expect(variant.measuredBitsPerSecond / 1000).toBeLessThan(kbps * 1.15);
        expect(variant.averageBandwidth).toBeLessThanOrEqual(variant.bandwidth);
        expect(Math.abs(variant.averageBandwidth - variant.measuredBitsPerSecond)).toBeLessThan(1000);
        const durations = variant.segments.map((segment) => segment.durationSeconds);
        expect(Math.max(...durations)).toBeLessThanOrEqual(4.5);
        expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(TRACK_SECONDS, 0);
        const probed = await probeBytes(tools.ffprobe, variant.init, ...variant.segments.map((s) => s.bytes));
        expect(probed).toMatchObject({ codec: 'aac', sampleRate: 44_100, channels: 2 });
        expect(probed.durationSeconds).toBeCloseTo(TRACK_SECONDS, 0);
      }
    });

    it('plays with the HLS cookie, which is scoped to the track and refused when missing, forged, expired or another track’s', async () => {
      const access = await hlsAccess('trk_tone');
      const cookie = access.cookie!;
      expect(cookie).toMatchObject({ name: HLS_COOKIE_NAME, domain: '127.0.0.1', path: '/hls/trk_tone/' });
      expect(new URL(access.url).pathname.startsWith(cookie.path)).toBe(true);
      const withCookie = (value: string) => ({ cookie: `${cookie.name}=${value}` });

      const variants = await playHls(access.url, withCookie(cookie.value));
      expect(variants.map((variant) => variant.segments.length)).toEqual([6, 6]);

      const segment = variants[0]!.segments[1]!.url;
      const refusals = {
        missing: await fetch(access.url),
        forged: await fetch(segment, {
          headers: withCookie(cookie.value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))),
        }),
        expired: await fetch(segment, {
          headers: withCookie(grantsSignedWith(SIGNING_KEY).hlsGrant('trk_tone', 'p1', new Date(Date.now() - 1000))),
        }),
        otherTrack: await fetch(segment, {
          headers: withCookie(
            grantsSignedWith(SIGNING_KEY).hlsGrant('trk_other', 'p1', new Date(Date.now() + HOUR_MS)),
          ),
        }),
        otherKey: await fetch(segment, {
          headers: withCookie(
            grantsSignedWith('x'.repeat(32)).hlsGrant('trk_tone', 'p1', new Date(Date.now() + HOUR_MS)),
          ),
        }),
      };
      for (const [name, response] of Object.entries(refusals)) {
        expect([name, response.status]).toEqual([name, 403]);
        expect(((await response.json()) as { message: string }).message).toMatch(/./);
      }
    });

    it('serves byte ranges of segments: 206 with Content-Range, 416 past the end', async () => {
      const access = await hlsAccess('trk_tone');
      const headers = { cookie: `${access.cookie!.name}=${access.cookie!.value}` };
      const [variant] = await playHls(access.url, headers);
      const segment = variant!.segments[0]!;
      const size = segment.bytes.length;

      const partial = await fetch(segment.url, { headers: { ...headers, range: 'bytes=100-199' } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect(partial.headers.get('content-type')).toBe('audio/mp4');
      expect(Buffer.from(await partial.arrayBuffer())).toEqual(segment.bytes.subarray(100, 200));

      const tail = await fetch(segment.url, { headers: { ...headers, range: 'bytes=-10' } });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(segment.bytes.subarray(size - 10));

      const beyond = await fetch(segment.url, { headers: { ...headers, range: `bytes=${size}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    });

    it('answers allowed origins with credentials, and not others', async () => {
      const access = await hlsAccess('trk_tone');
      const headers = { cookie: `${access.cookie!.name}=${access.cookie!.value}` };
      const allowed = await fetch(access.url, { headers: { ...headers, origin: 'https://partner.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const preflight = await fetch(access.url, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'range',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('range');
      const stranger = await fetch(access.url, { headers: { ...headers, origin: 'https://elsewhere.example' } });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('downloads constant bit rate MP3s: 128 kbps for 24 hours, 320 kbps for 1 hour', async () => {
      for (const [quality, kbps, lifetimeMs] of [
        ['DOWNLOAD_QUALITY_NORMAL', 128, 24 * HOUR_MS],
        ['DOWNLOAD_QUALITY_HIGH', 320, HOUR_MS],
      ] as const) {
        const link = await download('trk_tone', quality);
        expect(Math.abs(fromTimestamp(link.expires)!.getTime() - Date.now() - lifetimeMs)).toBeLessThan(60_000);
        const response = await fetch(link.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('audio/mpeg');
        const file = Buffer.from(await response.arrayBuffer());
        expect(await probeBytes(tools.ffprobe, file)).toMatchObject({ codec: 'mp3', bitRate: kbps * 1000 });
        expect([...mp3FrameBitrates(file)]).toEqual([kbps]);
      }
    });

    it('refuses download links that were altered or expired, or that lack a signature', async () => {
      const { url } = await download('trk_tone', 'DOWNLOAD_QUALITY_NORMAL');
      const link = new URL(url);
      const altered = (change: (copy: URL) => void) => {
        const copy = new URL(link);
        change(copy);
        return copy.toString();
      };
      const expiredPath = link.pathname;
      const expired = `${link.origin}${expiredPath}?${grantsSignedWith(SIGNING_KEY).downloadQuery(expiredPath, 'p1', new Date(Date.now() - 1000))}`;
      for (const target of [
        altered((copy) => copy.searchParams.set('expires', String(Number(copy.searchParams.get('expires')) + 3600))),
        altered((copy) => (copy.pathname = copy.pathname.replace('128.mp3', '320.mp3'))),
        altered((copy) => copy.searchParams.delete('signature')),
        expired,
      ]) {
        expect([target, (await fetch(target)).status]).toEqual([target, 403]);
      }
      expect((await fetch(url, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    });

    it('streams its master to services that derive features of their own, and only the master they expect', async () => {
      const bytes = await readFile(masterFile);
      const sha = createHash('sha256').update(bytes).digest('hex');
      const read = async (request: media.ReadTrackMasterRequest) => {
        const chunks: Buffer[] = [];
        for await (const message of client.readTrackMaster(request)) chunks.push(message.chunk);
        return chunks;
      };

      const chunks = await read({ trackId: 'trk_tone', masterSha256: sha });

      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024);
      expect(Buffer.concat(await read({ trackId: 'trk_tone' })).equals(bytes)).toBe(true);
      await expect(read({ trackId: 'trk_tone', masterSha256: 'f'.repeat(64) })).rejects.toMatchObject({
        kind: 'not-found',
      });
      await expect(read({ trackId: 'trk_unknown' })).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('is idempotent by master checksum, and a new master replaces the rendition whole', async () => {
      const before = await blobs.list('tracks/trk_tone/');
      expect(
        await ingest({ kind: 'ASSET_KIND_TRACK', assetId: 'trk_tone', masterUri: `file://${masterFile}` }),
      ).toMatchObject({
        state: 'PROCESSING_STATE_READY',
      });
      expect(await blobs.list('tracks/trk_tone/')).toEqual(before);

      const oldDownload = await download('trk_tone', 'DOWNLOAD_QUALITY_NORMAL');
      const shorter = await master('tone-v2.wav', 8);
      await ingest({ kind: 'ASSET_KIND_TRACK', assetId: 'trk_tone', masterUri: shorter });
      expect(
        await ingestUntilDone({ kind: 'ASSET_KIND_TRACK', assetId: 'trk_tone', masterUri: shorter }),
      ).toMatchObject({
        state: 'PROCESSING_STATE_READY',
      });

      // READY is written first (the new rendition serves from then on); the old one is removed
      // right after, so a reader may see both for a moment.
      const renditionsOf = (keys: string[]) => new Set(keys.map((key) => key.split('/')[2]));
      const after = await waitFor('the old rendition removed', async () => {
        const keys = await blobs.list('tracks/trk_tone/');
        return renditionsOf(keys).size === 1 && keys;
      });
      expect(after.some((key) => before.includes(key))).toBe(false);
      expect((await fetch(oldDownload.url)).status).toBe(404);
      const variants = await playHls((await stream('trk_tone')).url);
      expect(variants[0]!.segments.reduce((sum, s) => sum + s.durationSeconds, 0)).toBeCloseTo(8, 0);
    });

    it('checks a given checksum against the master', async () => {
      const sha = createHash('sha256')
        .update(await readFile(masterFile))
        .digest('hex');
      await expect(
        ingest({
          kind: 'ASSET_KIND_TRACK',
          assetId: 'trk_tone',
          masterUri: masterFile,
          masterSha256: sha.replace(/^./, (first) => (first === 'f' ? '0' : 'f')),
        }),
      ).rejects.toMatchObject({ kind: 'invalid-argument' });
    });
  });

  it('refuses a corrupt master at once, naming the file, and leaves nothing behind', async () => {
    const corrupt = path.join(work, 'broken-take.wav');
    await writeFile(corrupt, Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(4000, 7)]));

    const refused = ingest({ kind: 'ASSET_KIND_TRACK', assetId: 'trk_broken', masterUri: corrupt });

    await expect(refused).rejects.toMatchObject({
      kind: 'invalid-argument',
      message: expect.stringContaining('broken-take.wav'),
    });
    expect(await blobs.list('tracks/trk_broken')).toEqual([]);
    expect(await blobs.list('masters/track/trk_broken')).toEqual([]);
    await expect(stream('trk_broken')).rejects.toMatchObject({ kind: 'not-found', message: 'Track was not found' });
  });

  it('renders sound effects from other formats as MP3 downloads only', async () => {
    const flac = await master('whoosh.flac', 3);

    expect(
      await ingestUntilDone({ kind: 'ASSET_KIND_SOUND_EFFECT', assetId: 'sfx_whoosh', masterUri: flac }),
    ).toMatchObject({
      state: 'PROCESSING_STATE_READY',
    });

    const keys = await blobs.list('sound-effects/sfx_whoosh/');
    expect(keys.map((key) => key.split('/').slice(3).join('/'))).toEqual(['mp3/128.mp3', 'mp3/320.mp3']);
    const link = await client.getSoundEffectDownload({
      partnerId: 'p1',
      userId: 'u1',
      soundEffectId: 'sfx_whoosh',
      quality: 'DOWNLOAD_QUALITY_HIGH',
    });
    const response = await fetch(link.url);
    expect(response.status).toBe(200);
    expect(await probeBytes(tools.ffprobe, Buffer.from(await response.arrayBuffer()))).toMatchObject({
      codec: 'mp3',
      bitRate: 320_000,
    });
  });

  it('answers NOT_FOUND for a track it never received', async () => {
    await expect(hlsAccess('trk_unknown')).rejects.toMatchObject({ kind: 'not-found', message: 'Track was not found' });
    await expect(download('trk_unknown', 'DOWNLOAD_QUALITY_NORMAL')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('makes images over gRPC (IngestImage) that the edge serves at every width, and names a bad source', async () => {
    const picture = path.join(work, 'cover.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer(),
    );
    const ingestImage = (request: media.IngestImageRequest) => client.ingestImage(request);
    const made = await ingestImage({ fileUri: picture });
    expect(made.created).toBe(true);
    expect(await ingestImage({ fileUri: `file://${picture}` })).toEqual({ ...made, created: false });
    const cover = await ingestImage({ coverArt: { kind: 'genre', id: 'genre-jazz', themes: ['Jazz'] } });
    expect(cover.imageId).toMatch(/^cover-v1-orbits-brass-\d+$/);
    for (const [size, key] of [...Object.entries(made.images), ...Object.entries(cover.images)]) {
      const response = await fetch(`${service.edgeUrl}/${key}`);
      const width = (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
      expect({ size, status: response.status, type: response.headers.get('content-type'), width }).toEqual({
        size,
        status: 200,
        type: 'image/jpeg',
        width: IMAGE_SIZES[size as keyof typeof IMAGE_SIZES],
      });
    }
    const notAPicture = path.join(work, 'notes.jpg');
    await writeFile(notAPicture, 'these are notes, not a picture');
    await expect(ingestImage({ fileUri: notAPicture })).rejects.toMatchObject({
      kind: 'invalid-argument',
      message: expect.stringContaining('notes.jpg is not a picture'),
      violations: [{ key: 'fileUri', messages: [expect.any(String)] }],
    });
    await expect(ingestImage({})).rejects.toMatchObject({
      violations: [{ key: 'source', messages: [expect.any(String)] }],
    });
  });
});
