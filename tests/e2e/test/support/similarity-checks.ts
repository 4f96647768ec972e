import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { writeSynthesizedTrack, type TrackSpec } from '@downbeat/synth';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { degradedExcerpt } from '@downbeat/similarity/dist/testing/degraded-excerpt';
import { REPO_ROOT, waitFor } from '@downbeat/testing';
import { AccountsAdmin } from './admin';
import { partnerToken, request, userToken } from './api';
import { badRequestNaming } from './shapes';
import type { SystemUnderTest } from './system-under-test';

const run = promisify(execFile);

/** Recommendations need the catalog service's address: songs are ingested as an operator would. */
export interface SimilaritySystem extends SystemUnderTest {
  catalogAddress: string;
}

interface TrackJson {
  id: string;
  isPreviewOnly: boolean;
}
interface TrackPage {
  tracks: TrackJson[];
  pagination: { page: number; limit: number; offset: number };
  links: { next?: string; prev?: string };
}
interface SectionPage {
  trackSections: Array<{ track: TrackJson; start: number; end: number }>;
  links: { next?: string };
}

/** Two songs each of two styles; the excerpt is cut from `night-drive`. */
const SONGS: Array<TrackSpec & { genreId: string; moodId: string }> = [
  { name: 'night-drive', genre: 'house', bpm: 124, meter: '4/4', seed: 21, genreId: 'genre-house', moodId: 'mood-energetic', sections: [{ name: 'verse', bars: 8 }, { name: 'chorus', bars: 8 }] },
  { name: 'club-lights', genre: 'house', bpm: 122, meter: '4/4', seed: 22, genreId: 'genre-house', moodId: 'mood-energetic', sections: [{ name: 'verse', bars: 8 }, { name: 'chorus', bars: 8 }] },
  { name: 'slow-tide', genre: 'ambient', bpm: 72, meter: '4/4', seed: 23, genreId: 'genre-ambient', moodId: 'mood-dreamy', sections: [{ name: 'verse', bars: 6 }, { name: 'chorus', bars: 6 }] },
  { name: 'cloud-field', genre: 'ambient', bpm: 70, meter: '4/4', seed: 24, genreId: 'genre-ambient', moodId: 'mood-dreamy', sections: [{ name: 'verse', bars: 6 }, { name: 'chorus', bars: 6 }] },
]; // prettier-ignore

const form = (bytes: Buffer, fileName: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return body;
};

/**
 * Similar tracks, similar sections (from a catalog track and from an uploaded excerpt) and tracks
 * matching a picture, through the public API: four synthesised songs in two styles are ingested
 * with `downbeat ingest`, described by similarity, and asked about as a partner's app would.
 */
export function describeRecommendations(context: () => SimilaritySystem): void {
  describe('recommendations', () => {
    let system: SimilaritySystem;
    let partner: string;
    let alice: string;
    let other: string;
    let work: string;
    const ids = new Map<string, string>();
    const get = <T>(route: string, token = partner) => request<T>(system.baseUrl, route, { token, timeoutMs: 60_000 });

    beforeAll(async () => {
      system = context();
      work = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-similarity-'));
      const metadata: Record<string, unknown> = {};
      for (const song of SONGS) {
        await writeSynthesizedTrack(work, song);
        metadata[`${song.name}.wav`] = { title: song.name, genreIds: [song.genreId], moodIds: [song.moodId] };
      }
      writeFileSync(path.join(work, 'metadata.json'), JSON.stringify(metadata));
      const { stdout } = await run(
        'node',
        [path.join(REPO_ROOT, 'cli/dist/main.js'), 'ingest', work, '--metadata', path.join(work, 'metadata.json')],
        { env: { ...process.env, CATALOG_ADDRESS: system.catalogAddress }, timeout: 300_000 },
      );
      for (const line of stdout.trim().split('\n')) {
        const [outcome, file, id] = line.split('\t');
        expect(outcome).toBe('published');
        ids.set(path.basename(file!, '.wav'), id!);
      }
      partner = await partnerToken(system.baseUrl, system.accessKeyId, system.accessKeySecret);
      alice = await userToken(system.baseUrl, partner, 'e2e-similarity-alice');
      other = await userToken(system.baseUrl, partner, 'e2e-similarity-bob');
      // Described and searchable: each song's similar tracks include the three others.
      await waitFor(
        'every song described by similarity',
        async () => {
          for (const id of ids.values()) {
            const similar = await get<TrackPage>(`/v0/tracks/${id}/similar`);
            const others = [...ids.values()].filter((other) => other !== id);
            if (similar.status !== 200 || others.some((other) => !similar.body.tracks.some((t) => t.id === other)))
              return false;
          }
          return true;
        },
        { timeoutMs: 300_000, intervalMs: 1_000 },
      );
    }, 600_000);

    it('lists similar tracks of the same style first, the track itself left out, paged with links', async () => {
      const found = await get<TrackPage>(`/v0/tracks/${ids.get('night-drive')}/similar`);
      expect(found.status).toBe(200);
      const ranked = found.body.tracks.map((track) => track.id);
      expect(ranked).not.toContain(ids.get('night-drive'));
      expect(ranked[0]).toBe(ids.get('club-lights'));
      const first = await get<TrackPage>(`/v0/tracks/${ids.get('slow-tide')}/similar?limit=1`);
      expect(first.body.tracks.map((track) => track.id)).toEqual([ids.get('cloud-field')]);
      expect(first.body.links.next).toContain('limit=1&offset=1');
      expect((await get(first.body.links.next!)).status).toBe(200);
    });

    it('answers 404 for an unknown track and 400 for a page too large', async () => {
      expect(await get('/v0/tracks/no-such-track/similar')).toMatchObject({
        status: 404,
        body: { message: 'Track was not found' },
      });
      expect(await get(`/v0/tracks/${ids.get('slow-tide')}/similar?limit=61`)).toMatchObject(badRequestNaming('limit'));
    });

    it('finds where an uploaded excerpt (cut mid-bar, quieter, noisy, 96 kbps) came from, as long as the reference', async () => {
      const { ffmpeg } = await locateFfmpeg();
      const excerpt = path.join(work, 'excerpt.mp3');
      const start = 9.37;
      await degradedExcerpt(ffmpeg, path.join(work, 'night-drive.wav'), excerpt, { start, seconds: 10 });
      const uploaded = await request<{ imageId: string }>(system.baseUrl, '/v0/uploads/audio', {
        token: partner,
        form: form(await readFile(excerpt), 'excerpt.mp3'),
        timeoutMs: 60_000,
      });
      expect(uploaded.status).toBe(200);
      const uploadId = uploaded.body.imageId;

      const found = await get<SectionPage>(
        `/v0/tracks/similar-sections?audioUploadId=${uploadId}&start=0&end=10000`,
        alice,
      );

      expect(found.status).toBe(200);
      const best = found.body.trackSections[0]!;
      expect(best.track.id).toBe(ids.get('night-drive'));
      expect(Math.abs(best.start - start * 1000)).toBeLessThanOrEqual(60_000 / 124);
      expect(best.end - best.start).toBe(10_000);
      expect(typeof best.track.isPreviewOnly).toBe('boolean');

      expect(await get(`/v0/tracks/similar-sections?audioUploadId=${uploadId}&start=5000&end=5000`)).toMatchObject(
        badRequestNaming('end'),
      );
      const outside = await get<{ errors: Array<{ key: string }> }>(
        `/v0/tracks/similar-sections?audioUploadId=${uploadId}&start=900000&end=910000`,
      );
      expect(outside.status).toBe(400);
      expect(outside.body.errors.map((error) => error.key)).toEqual(['start', 'end']);
      expect(await get(`/v0/tracks/similar-sections?audioUploadId=not-a-uuid&start=0&end=1000`)).toMatchObject(
        badRequestNaming('audioUploadId'),
      );
      const stranger = await strangerToken();
      expect(
        await get(`/v0/tracks/similar-sections?audioUploadId=${uploadId}&start=0&end=10000`, stranger),
      ).toMatchObject({
        status: 404,
        body: { message: 'Audio was not found' },
      });
    }, 120_000);

    it('finds sections of other tracks like a section of a catalog track', async () => {
      const found = await get<SectionPage>(
        `/v0/tracks/${ids.get('club-lights')}/similar-sections?start=4000&end=12000`,
      );
      expect(found.status).toBe(200);
      const tracks = found.body.trackSections.map((section) => section.track.id);
      expect(tracks).not.toContain(ids.get('club-lights'));
      expect(tracks[0]).toBe(ids.get('night-drive'));
      for (const section of found.body.trackSections) expect(section.end - section.start).toBe(8_000);
    });

    it('matches tracks to a user’s picture by mood, with filters and aggregations, for that user only', async () => {
      const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffb000' } })
        .jpeg()
        .toBuffer();
      const uploaded = await request<{ imageId: string }>(system.baseUrl, '/v0/uploads/images', {
        token: alice,
        form: form(jpeg, 'sunset.jpg'),
      });
      expect(uploaded.status).toBe(200);
      const route = `/v0/tracks/matching-image/${uploaded.body.imageId}`;

      const all = await get<TrackPage & { aggregations: { genres: Array<{ id: string; count: number }> } }>(
        route,
        alice,
      );
      expect(all.status).toBe(200);
      for (const id of ids.values()) expect(all.body.tracks.map((track) => track.id)).toContain(id);
      expect((await get<TrackPage>(route, alice)).body.tracks).toEqual(all.body.tracks);
      const ambient = await get<TrackPage & { aggregations: { genres: Array<{ id: string }> } }>(
        `${route}?genre=genre-ambient`,
        alice,
      );
      expect(ambient.body.tracks.length).toBeGreaterThan(0);
      expect(ambient.body.aggregations.genres.map((bucket) => bucket.id)).not.toContain('genre-house');
      expect(await get(route, partner)).toMatchObject({ status: 403 });
      expect(await get(route, other)).toMatchObject({ status: 404 });
    });

    /** A token of a partner of its own: its uploads and users are not this partner's. */
    async function strangerToken(): Promise<string> {
      const admin = new AccountsAdmin(system.accountsAddress);
      const created = await admin.createPartner(`Similarity Stranger ${Date.now()}`, {
        requestsPerSecond: 100,
        burst: 200,
      });
      admin.close();
      return partnerToken(system.baseUrl, created.accessKeyId, created.accessKeySecret);
    }
  });
}
