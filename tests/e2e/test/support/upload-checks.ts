import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { generateSong, generateUploadSamples, type UploadSamples } from '@downbeat/media/dist/testing/upload-samples';
import { waitFor } from '@downbeat/testing';
import { readFile } from 'node:fs/promises';
import { AccountsAdmin } from './admin';
import { partnerToken, request, userToken } from './api';
import type { SystemUnderTest } from './system-under-test';

/** What the upload checks need beyond the shared context: the media blobs, the upload events, the clock. */
export interface UploadSystem extends SystemUnderTest {
  /** Keys of stored upload files (`uploads/...`) in media's blob store. */
  uploadBlobs(): Promise<string[]>;
  /** `media.uploads.v1` as published so far: upload id and state. */
  uploadEvents(): Promise<{ uploadId: string; state: string }[]>;
  /** Moves the wall clock of the process(es) holding media (and, embedded, everything else). */
  moveClock(offsetMs: number): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const form = (bytes: Buffer, fileName: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return body;
};

/** Uploads through the public API as a partner's app makes them: every operation, refusal and lifetime. */
export function describeUploads(context: () => UploadSystem): void {
  describe('uploads', () => {
    let system: UploadSystem;
    let samples: UploadSamples;
    let partner: string;
    let alice: string;
    let other: string;
    let work: string;
    const upload = (route: string, token: string, bytes: Buffer, fileName: string) =>
      request<Record<string, string>>(system.baseUrl, route, { token, form: form(bytes, fileName), timeoutMs: 60_000 });
    const api = (method: string, route: string, token: string) =>
      request<Record<string, unknown>>(system.baseUrl, route, { method, token, timeoutMs: 15_000 });

    beforeAll(async () => {
      system = context();
      work = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-uploads-'));
      samples = await generateUploadSamples((await locateFfmpeg()).ffmpeg, work, 8);
      partner = await partnerToken(system.baseUrl, system.accessKeyId, system.accessKeySecret);
      alice = await userToken(system.baseUrl, partner, 'e2e-alice');
      const admin = new AccountsAdmin(system.accountsAddress);
      const second = await admin.createPartner('Uploads Other', { requestsPerSecond: 100, burst: 200 });
      admin.close();
      other = await partnerToken(system.baseUrl, second.accessKeyId, second.accessKeySecret);
    }, 120_000);

    it('takes an MP3 and an OGG made by ffmpeg, finds each by checksum, and returns the live upload for the same bytes', async () => {
      for (const [bytes, name] of [
        [samples.mp3, 'song.mp3'],
        [samples.ogg, 'song.ogg'],
      ] as const) {
        const first = await upload('/v0/uploads/audio', partner, bytes, name);
        expect(first.status).toBe(200);
        expect(Date.parse(first.body.expirationDate!) - Date.now()).toBeGreaterThan(7 * DAY_MS - 120_000);
        const found = await api('GET', `/v0/uploads/audio/${sha256(bytes)}`, alice);
        expect(found.body).toEqual({
          audioUploadId: first.body.imageId,
          length: expect.any(Number),
          expires: first.body.expirationDate,
        });
        expect(found.body.length as number).toBeCloseTo(8, 0);
        const again = await upload('/v0/uploads/audio', partner, bytes, 'again.bin');
        expect(again.body).toEqual(first.body);
      }
    }, 120_000);

    it('refuses a WAV renamed .mp3 (415), 4 MB (413, nothing stored), a user token (403), with the spec’s bodies', async () => {
      const before = await system.uploadBlobs();
      expect(await upload('/v0/uploads/audio', partner, samples.wav, 'song.mp3')).toMatchObject({
        status: 415,
        body: {
          message: expect.stringContaining('MP3 and Ogg Vorbis'),
          errors: [{ key: 'file', messages: [expect.any(String)] }],
        },
      });
      const fourMegabytes = Buffer.concat([samples.mp3, Buffer.alloc(4_000_000 - samples.mp3.length, 1)]);
      expect(await upload('/v0/uploads/audio', partner, fourMegabytes, 'big.mp3')).toMatchObject({
        status: 413,
        body: {
          message: 'Audio file is larger than 3.5 MB',
          errors: [{ key: 'file', messages: ['must be at most 3.5 MB'] }],
        },
      });
      expect(await upload('/v0/uploads/audio', alice, samples.mp3, 'song.mp3')).toMatchObject({
        status: 403,
        body: { message: 'This operation requires a partner token' },
      });
      expect(await system.uploadBlobs()).toEqual(before);
    }, 60_000);

    it('keeps partners apart: another partner finds nothing by checksum and deletes nothing by id', async () => {
      const mine = (await api('GET', `/v0/uploads/audio/${sha256(samples.mp3)}`, partner)).body;
      expect(await api('GET', `/v0/uploads/audio/${sha256(samples.mp3)}`, other)).toMatchObject({
        status: 404,
        body: { message: 'Audio was not found' },
      });
      expect(await api('DELETE', `/v0/uploads/audio/${mine.audioUploadId as string}`, other)).toMatchObject({
        status: 200,
        body: { audioFilesRemoved: [] },
      });
      expect((await api('GET', `/v0/uploads/audio/${sha256(samples.mp3)}`, partner)).status).toBe(200);
    });

    it('takes a user’s JPEG and refuses a PNG named .jpg (415); another user cannot delete it (404)', async () => {
      const jpeg = await upload('/v0/uploads/images', alice, samples.jpeg, 'photo.jpg');
      expect(jpeg.status).toBe(200);
      expect(Date.parse(jpeg.body.expirationDate!) - Date.now()).toBeGreaterThan(DAY_MS - 120_000);
      expect(await upload('/v0/uploads/images', alice, samples.png, 'photo.jpg')).toMatchObject({
        status: 415,
        body: { errors: [{ key: 'file' }] },
      });
      const bob = await userToken(system.baseUrl, partner, 'e2e-bob');
      expect(await api('DELETE', `/v0/uploads/images/${jpeg.body.imageId!}`, bob)).toMatchObject({
        status: 404,
        body: { message: 'Image was not found' },
      });
      expect((await api('DELETE', `/v0/uploads/images/${jpeg.body.imageId!}`, alice)).status).toBe(204);
      expect((await api('DELETE', `/v0/uploads/images/${jpeg.body.imageId!}`, alice)).status).toBe(404);
      await upload('/v0/uploads/images', alice, samples.jpeg, 'photo.jpg');
      expect((await api('DELETE', '/v0/uploads/images', alice)).status).toBe(202);
    }, 60_000);

    it('deletes by checksum and by id with the files, and announces each deletion', async () => {
      const mp3 = (await api('GET', `/v0/uploads/audio/${sha256(samples.mp3)}`, partner)).body.audioUploadId as string;
      const ogg = (await api('GET', `/v0/uploads/audio/${sha256(samples.ogg)}`, partner)).body.audioUploadId as string;
      expect((await api('DELETE', `/v0/uploads/audio/${sha256(samples.mp3)}`, partner)).body).toEqual({
        audioFilesRemoved: [mp3],
      });
      expect((await api('DELETE', `/v0/uploads/audio/${ogg}`, partner)).body).toEqual({ audioFilesRemoved: [ogg] });
      expect((await api('GET', `/v0/uploads/audio/${sha256(samples.ogg)}`, partner)).status).toBe(404);
      expect((await system.uploadBlobs()).filter((key) => key.includes(mp3) || key.includes(ogg))).toEqual([]);
      await waitFor(
        'both deletions on media.uploads.v1',
        async () => {
          const events = await system.uploadEvents();
          return [mp3, ogg].every((id) => events.some((event) => event.uploadId === id && event.state === 'deleted'));
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
    }, 60_000);

    it('expires audio after 7 days on a moved clock: gone from the API, the files and the topic says so', async () => {
      const song = path.join(work, 'expiring.mp3');
      await generateSong((await locateFfmpeg()).ffmpeg, song, 5, 330);
      const bytes = await readFile(song);
      const { imageId } = (await upload('/v0/uploads/audio', partner, bytes, 'expiring.mp3')).body;
      try {
        await system.moveClock(7 * DAY_MS + 60_000);
        await waitFor(
          'the expired upload to be swept',
          async () => {
            const events = await system.uploadEvents();
            return events.some((event) => event.uploadId === imageId && event.state === 'expired');
          },
          { timeoutMs: 30_000, intervalMs: 250 },
        );
        // Tokens minted before the move have expired on the moved clock; a partner gets new ones.
        const fresh = await partnerToken(system.baseUrl, system.accessKeyId, system.accessKeySecret);
        expect(await api('GET', `/v0/uploads/audio/${sha256(bytes)}`, fresh)).toMatchObject({
          status: 404,
          body: { message: 'Audio was not found' },
        });
        expect((await system.uploadBlobs()).filter((key) => key.includes(imageId!))).toEqual([]);
      } finally {
        await system.moveClock(0);
      }
    }, 90_000);
  });
}
