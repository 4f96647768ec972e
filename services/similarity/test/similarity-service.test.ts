import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { writeSynthesizedTrack, type TrackSpec } from '@downbeat/synth';
import { locateFfmpeg, type FfmpegTools } from '@downbeat/platform/ffmpeg';
import { loadProtos, type CatalogTrackEvent, type similarity } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import { describeWith, freePort, locatedInfrastructure, ServiceProcess, waitFor } from '@downbeat/testing';
import { degradedExcerpt } from '../src/testing/degraded-excerpt';
import { startSimilarityFixture, type SimilarityFixture } from './similarity-fixture';

const run = `similarity_it_${Date.now().toString(36)}_${process.pid}`;

/** Four short songs in two styles; the excerpt comes from `night-drive`. */
const SONGS: Array<TrackSpec & { genre: 'house' | 'ambient' }> = [
  { name: 'night-drive', genre: 'house', bpm: 124, meter: '4/4', seed: 11, sections: [{ name: 'verse', bars: 8 }, { name: 'chorus', bars: 8 }] },
  { name: 'club-lights', genre: 'house', bpm: 122, meter: '4/4', seed: 12, sections: [{ name: 'verse', bars: 8 }, { name: 'chorus', bars: 8 }] },
  { name: 'slow-tide', genre: 'ambient', bpm: 72, meter: '4/4', seed: 13, sections: [{ name: 'verse', bars: 6 }, { name: 'chorus', bars: 6 }] },
  { name: 'cloud-field', genre: 'ambient', bpm: 70, meter: '4/4', seed: 14, sections: [{ name: 'verse', bars: 6 }, { name: 'chorus', bars: 6 }] },
]; // prettier-ignore

/** Similarity on real FerretDB, Kafka, OpenSearch (k-NN, Lucene) and a real media service. */
describeWith(['mongodb', 'kafka', 'opensearch'], 'similarity service', () => {
  let tools: FfmpegTools;
  let work: string;
  let fixture: SimilarityFixture;
  let mediaService: ServiceProcess;
  let mediaClient: ReturnType<typeof connectMedia>;
  const masters = new Map<string, { file: string; sha256: string }>();

  const connectMedia = (address: string) =>
    connectClient('media', loadProtos().downbeat.media.v1.MediaService, address, { deadlineMs: 60_000 });
  const similarTracks = (trackId: string) =>
    fixture.client.findSimilarTracks({ partnerId: 'ptn_a', trackId, page: { limit: 10, offset: 0 } });
  const similarSections = (request: Partial<similarity.FindSimilarSectionsRequest>) =>
    fixture.client.findSimilarSections({ partnerId: 'ptn_a', page: { limit: 10, offset: 0 }, ...request });

  const publishTrack = (name: string, revision: number, status: CatalogTrackEvent['status'] = 'published') => {
    const song = SONGS.find((candidate) => candidate.name === name)!;
    const master = masters.get(name)!;
    const data: CatalogTrackEvent = {
      trackId: name,
      revision,
      status,
      title: name,
      mainArtists: ['Test'],
      featuredArtists: [],
      moods: [{ id: song.genre === 'house' ? 'mood-energetic' : 'mood-dreamy', name: song.genre === 'house' ? 'Energetic' : 'Dreamy' }],
      genres: [{ id: `genre-${song.genre}`, name: song.genre, parent: { id: 'genre-electronic', name: 'Electronic' } }],
      images: {},
      hasVocals: false,
      isExplicit: false,
      added: '2026-11-26',
      master: { uri: master.file, sha256: master.sha256 },
      updatedAt: new Date().toISOString(),
    }; // prettier-ignore
    return fixture.bus.publish({
      topic: 'catalog.tracks.v1',
      key: name,
      type: 'downbeat.catalog.track.v1',
      subject: name,
      data,
    });
  };

  async function uploadAudio(partnerId: string, bytes: Buffer) {
    const stream = mediaClient.uploadAudioStream();
    await stream.write({ start: { partnerId, fileName: 'excerpt.mp3' } });
    await stream.write({ chunk: bytes });
    await stream.write({ end: { sizeBytes: bytes.length } });
    return (await stream.end()).upload!;
  }

  beforeAll(async () => {
    tools = await locateFfmpeg();
    work = mkdtempSync(path.join(tmpdir(), 'similarity-it-'));
    const infra = locatedInfrastructure();
    // Media in its own process, as it runs beside similarity: the audio and pictures come from it.
    const mediaAddress = `127.0.0.1:${await freePort()}`;
    mediaService = new ServiceProcess('media', 'services/media/dist/main.js', {
      GRPC_ADDRESS: mediaAddress,
      MONGODB_URL: infra.mongodb!.url,
      MONGODB_DATABASE: `${run}_media`,
      KAFKA_BROKERS: infra.kafka!.brokers.join(','),
      KAFKA_TOPIC_NAMESPACE: run,
      BLOB_ROOT: path.join(work, 'blobs'),
      EDGE_HOST: '127.0.0.1',
      EDGE_PORT: String(await freePort()),
      MEDIA_SIGNING_KEY: 'similarity-it-signing-key-0123456789abcdef',
    });
    mediaService.start();
    mediaClient = connectMedia(mediaAddress);
    for (const song of SONGS) {
      const { audioFile } = await writeSynthesizedTrack(path.join(work, 'masters'), song);
      masters.set(song.name, {
        file: audioFile,
        sha256: createHash('sha256')
          .update(await readFile(audioFile))
          .digest('hex'),
      });
      await waitFor(
        `${song.name} ingested`,
        async () => {
          const answer = await mediaClient.ingestMaster({
            kind: 'ASSET_KIND_TRACK',
            assetId: song.name,
            masterUri: audioFile,
          });
          if (answer.state === 'PROCESSING_STATE_FAILED') throw new Error(answer.message);
          return answer.state === 'PROCESSING_STATE_READY';
        },
        { timeoutMs: 180_000, intervalMs: 500 },
      );
    }
    fixture = await startSimilarityFixture({
      run,
      threads: 2,
      deadlineMs: 60_000,
      mediaAddress,
      ffmpeg: tools.ffmpeg,
      compactAfterTracks: SONGS.length,
    });
    for (const song of SONGS) await publishTrack(song.name, 1);
    // Described and searchable: each track's similar tracks are the three others.
    await waitFor(
      'every track described and searchable',
      async () => {
        for (const song of SONGS) {
          const found = await similarTracks(song.name).catch(() => undefined);
          if (found?.total !== SONGS.length - 1) return false;
        }
        return true;
      },
      { timeoutMs: 240_000, intervalMs: 1_000 },
    );
  }, 600_000);

  afterAll(async () => {
    mediaClient?.close();
    await fixture?.stop();
    await mediaService?.stop();
  });

  it('ranks tracks of the same style first, the track itself left out', async () => {
    const found = await similarTracks('night-drive');
    expect(found.trackIds).not.toContain('night-drive');
    expect(found.trackIds[0]).toBe('club-lights');
    expect(found.total).toBe(3);
    expect((await similarTracks('slow-tide')).trackIds[0]).toBe('cloud-field');
  });

  it('compacts its vector spaces into one segment each once the tracks it had to describe are done', async () => {
    const segments = (space: string) => fixture.segments(space);
    await waitFor(
      'both spaces compacted',
      async () => (await segments('tracks')) === 1 && (await segments('sections')) === 1,
      {
        timeoutMs: 60_000,
        intervalMs: 500,
      },
    );
    expect((await similarTracks('night-drive')).trackIds[0]).toBe('club-lights');
  });

  it('answers NOT_FOUND for a track it never heard of', async () => {
    await expect(similarTracks('no-such-track')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Track was not found',
    });
  });

  it('finds where a degraded excerpt of a track came from, through an upload, lined up with its bars', async () => {
    const excerpt = path.join(work, 'excerpt.mp3');
    const start = 9.37;
    await degradedExcerpt(tools.ffmpeg, masters.get('night-drive')!.file, excerpt, { start, seconds: 10 });
    const upload = await uploadAudio('ptn_a', await readFile(excerpt));

    const found = await similarSections({ audioUploadId: upload.id, startMs: 0, endMs: 10_000 });

    const best = found.trackSections[0]!;
    expect(best.trackId).toBe('night-drive');
    const beatMs = 60_000 / 124;
    expect(Math.abs(best.startMs - start * 1000)).toBeLessThanOrEqual(beatMs);
    expect(best.endMs - best.startMs).toBe(10_000);
    expect(found.trackSections.map((section) => section.trackId)).toContain('club-lights');

    await expect(
      similarSections({ audioUploadId: upload.id, startMs: 0, endMs: 10_000, partnerId: 'ptn_b' }),
    ).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Audio was not found',
    });
  }, 120_000);

  it('leaves out the reference track itself and refuses an empty, reversed or outside range naming the parameter', async () => {
    const found = await similarSections({ trackId: 'club-lights', startMs: 4_000, endMs: 12_000 });
    expect(found.trackSections.map((section) => section.trackId)).not.toContain('club-lights');
    expect(found.trackSections[0]!.trackId).toBe('night-drive');
    await expect(similarSections({ trackId: 'club-lights', startMs: 5_000, endMs: 5_000 })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [expect.objectContaining({ key: 'end' })],
    });
    await expect(similarSections({ trackId: 'club-lights', startMs: 900_000, endMs: 910_000 })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: expect.arrayContaining([expect.objectContaining({ key: 'start' })]),
    });
  });

  it('drops everything derived from an upload when media deletes it', async () => {
    const excerpt = path.join(work, 'short.mp3');
    await degradedExcerpt(tools.ffmpeg, masters.get('slow-tide')!.file, excerpt, { start: 3, seconds: 8 });
    const upload = await uploadAudio('ptn_a', await readFile(excerpt));
    await similarSections({ audioUploadId: upload.id, startMs: 0, endMs: 8_000 });
    const features = fixture.store.collection('similarity_features');
    expect(await features.count({ _id: `upload:${upload.id}` })).toBe(1);

    await mediaClient.deleteAudioUpload({ partnerId: 'ptn_a', audioIdOrChecksum: upload.id });

    await waitFor(
      'the upload features removed',
      async () => (await features.count({ _id: `upload:${upload.id}` })) === 0,
      {
        timeoutMs: 30_000,
      },
    );
    expect(await fixture.store.collection('similarity_alignment').count({ _id: `upload:${upload.id}` })).toBe(0);
    await expect(similarSections({ audioUploadId: upload.id, startMs: 0, endMs: 8_000 })).rejects.toMatchObject({
      kind: 'not-found',
    });
  }, 120_000);

  it('matches pictures to tracks by mood, within the filters, and never shows another user’s picture', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff7a00' } })
      .jpeg()
      .toBuffer();
    const stream = mediaClient.uploadImageStream({ deadlineMs: 30_000 });
    await stream.write({ start: { partnerId: 'ptn_a', userId: 'alice', fileName: 'sunset.jpg' } });
    await stream.write({ chunk: jpeg });
    await stream.write({ end: { sizeBytes: jpeg.length } });
    const image = (await stream.end()).upload!;
    const match = (userId: string, genreIds: string[] = []) =>
      fixture.client.findTracksMatchingImage({
        partnerId: 'ptn_a',
        userId,
        imageId: image.id,
        genreIds,
        page: { limit: 10, offset: 0 },
      });

    const all = await match('alice');
    expect(all.trackIds).toHaveLength(4);
    expect((await match('alice')).trackIds).toEqual(all.trackIds);
    expect(all.aggregations?.genres.find((bucket) => bucket.id === 'genre-electronic')?.count).toBe(4);
    const ambient = await match('alice', ['genre-ambient']);
    expect(ambient.trackIds.sort()).toEqual(['cloud-field', 'slow-tide']);
    expect(ambient.aggregations?.genres.find((bucket) => bucket.id === 'genre-house')).toBeUndefined();
    await expect(match('bob')).rejects.toMatchObject({ kind: 'not-found' });
  }, 60_000);

  it('forgets a track the catalog no longer publishes', async () => {
    await publishTrack('cloud-field', 2, 'processing');
    await waitFor(
      'cloud-field gone from similar tracks',
      async () => !(await similarTracks('slow-tide')).trackIds.includes('cloud-field'),
      {
        timeoutMs: 30_000,
      },
    );
    await expect(similarTracks('cloud-field')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
