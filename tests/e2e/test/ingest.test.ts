import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSynthesizedTrack, type TrackSpec } from '@downbeat/synth';
import { describeWith, waitFor } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi, partnerToken, request, waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { type CliRun, operatorCli } from './support/operator-cli';
import { catalogAdminClient, mediaClient as connectMedia } from './support/operator-clients';
import { fetchedImage, picture, sameColour } from './support/pictures';
import { badRequestNaming } from './support/shapes';

interface Beat {
  time: number;
  value: number;
}
interface Highlight {
  from: number;
  to: number;
  duration: number;
}

/** Two short songs of known beats (4/4 at 120 BPM, 3/4 at 96 BPM), about 40 s each. */
const SONGS: TrackSpec[] = [
  {
    name: 'city-lights',
    genre: 'pop',
    bpm: 120,
    meter: '4/4',
    seed: 3,
    leadIn: 0.3,
    sections: [
      { name: 'intro', bars: 4 },
      { name: 'verse', bars: 6 },
      { name: 'chorus', bars: 8 },
    ],
  },
  {
    name: 'slow-waltz',
    genre: 'folk',
    bpm: 96,
    meter: '3/4',
    seed: 8,
    leadIn: 0.3,
    sections: [
      { name: 'verse', bars: 8 },
      { name: 'chorus', bars: 12 },
    ],
  },
];

/** `downbeat ingest` as an operator runs it, against this system's catalog. */
const ingestCli = (system: DistributedSystem, ...args: string[]) => downbeat(system, 'ingest', ...args);

/** A `downbeat` command as an operator runs it, against this system's catalog. */
const downbeat = (system: DistributedSystem, ...args: string[]): Promise<CliRun> =>
  operatorCli({ CATALOG_ADDRESS: system.catalogAddress }, ...args);

/** Result lines of the CLI: `published|skipped|failed <tab> file <tab> track id or reason`. */
const resultsOf = (stdout: string) =>
  new Map(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([result, file, detail]) => [file ?? '', { result, detail: detail ?? '' }]),
  );

/** Masters in through the ingest CLI, out as published tracks with beats and highlights, every service its own process. */
describeWith(['kafka', 'mongodb', 'opensearch'], 'ingestion in distributed mode', (infra) => {
  let system: DistributedSystem;
  let partner: string;
  let masters: string;
  let first: CliRun;
  const truth = new Map<string, { bpm: number; beats: Beat[]; duration: number }>();
  const trackIds = new Map<string, string>();
  const api = <T = Record<string, unknown>>(pathAndQuery: string) =>
    request<T>(system.gatewayUrl, pathAndQuery, { token: partner });

  beforeAll(async () => {
    system = await DistributedSystem.start(infra);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    await checkResponsesAgainstOpenApi(system.gatewayUrl);
    partner = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
    masters = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-ingest-'));
    for (const spec of SONGS) {
      const written = await writeSynthesizedTrack(masters, spec);
      truth.set(`${spec.name}.wav`, {
        bpm: written.truth.bpm,
        beats: written.truth.beats,
        duration: written.truth.duration,
      });
    }
    writeFileSync(path.join(masters, 'not-music.mp3'), 'this is a text file, not an MP3\n'.repeat(50));
    mkdirSync(path.join(masters, 'covers'));
    writeFileSync(path.join(masters, 'covers', 'city-lights.png'), await picture('#c03020'));
    writeFileSync(
      path.join(masters, 'metadata.json'),
      JSON.stringify({
        'city-lights.wav': {
          title: 'City Lights',
          mainArtists: ['Lumen Drift'],
          moodIds: [],
          genreIds: [],
          image: 'covers/city-lights.png',
        },
      }),
    );
    first = await ingestCli(system, masters, '--metadata', path.join(masters, 'metadata.json'));
    for (const [file, { result, detail }] of resultsOf(first.stdout))
      if (result === 'published') trackIds.set(file, detail);
  }, 400_000);

  afterAll(async () => {
    await system?.stopAll();
    await system?.dropRunData();
  });

  it('publishes the good masters and names the corrupt file, going on with the batch and exiting non-zero', async () => {
    const results = resultsOf(first.stdout);
    expect(first.code).toBe(1);
    expect(results.get('city-lights.wav')?.result).toBe('published');
    expect(results.get('slow-waltz.wav')?.result).toBe('published');
    expect(results.get('not-music.mp3')).toEqual({
      result: 'failed',
      detail: expect.stringContaining('not-music.mp3'),
    });
    expect(first.stderr).toMatch(/\[1\/3\] city-lights\.wav: /);
  });

  it('shows the ingested tracks to partners with the metadata given and the analysed BPM and length', async () => {
    const ids = [...trackIds.values()];
    const tracks = await api<{ id: string; title: string; mainArtists: string[]; bpm: number; length: number }[]>(
      `/v0/tracks/metadata?${ids.map((id) => `trackId=${id}`).join('&')}`,
    );
    expect(tracks.status).toBe(200);
    const byId = new Map(tracks.body.map((track) => [track.id, track]));
    const city = byId.get(trackIds.get('city-lights.wav')!)!;
    expect(city).toMatchObject({ title: 'City Lights', mainArtists: ['Lumen Drift'] });
    for (const [file, id] of trackIds) {
      const expected = truth.get(file)!;
      expect({ file, bpm: byId.get(id)?.bpm }).toEqual({ file, bpm: Math.round(expected.bpm) });
      expect(Math.abs(byId.get(id)!.length - expected.duration)).toBeLessThanOrEqual(2);
    }
  });

  it('shows the picture the metadata names (a path beside it) at every size, and cover art for a track without', async () => {
    const tracks = await api<{ id: string; images: Record<string, string> }[]>(
      `/v0/tracks/metadata?${[...trackIds.values()].map((id) => `trackId=${id}`).join('&')}`,
    );
    const byId = new Map(tracks.body.map((track) => [track.id, track.images]));
    const city = byId.get(trackIds.get('city-lights.wav')!)!;
    expect(city.L).toMatch(new RegExp(`^${system.media.edgeUrl}/images/[0-9a-f]{32}/1050\\.jpg$`));
    for (const [size, width] of Object.entries({ default: 128, XS: 300, S: 300, M: 600, L: 1050 })) {
      const image = await fetchedImage(city[size]!);
      expect({ size, status: image.status, width: image.width, ours: sameColour(image.colour, [192, 48, 32]) }).toEqual(
        {
          size,
          status: 200,
          width,
          ours: true,
        },
      );
    }
    const waltz = byId.get(trackIds.get('slow-waltz.wav')!)!;
    expect(waltz.M).toMatch(/\/images\/cover-v1-waves-[a-z]+-\d+\/600\.jpg$/);
    expect(await fetchedImage(waltz.M!)).toMatchObject({ status: 200, width: 600 });
  });

  it('refuses a master whose picture is no picture, naming the file and `image`, and publishes nothing of it', async () => {
    const written = await writeSynthesizedTrack(masters, { ...SONGS[0]!, name: 'bad-cover', seed: 5, bpm: 132 });
    writeFileSync(path.join(masters, 'covers', 'bad-cover.jpg'), 'not a picture, only its name is .jpg\n');
    writeFileSync(
      path.join(masters, 'bad-cover.json'),
      JSON.stringify({ 'bad-cover.wav': { title: 'Bad Cover', image: 'covers/bad-cover.jpg' } }),
    );
    const refused = await ingestCli(system, written.audioFile, '--metadata', path.join(masters, 'bad-cover.json'));
    expect(refused.code).toBe(1);
    expect(resultsOf(refused.stdout).get('bad-cover.wav')).toEqual({
      result: 'failed',
      detail: expect.stringMatching(/image: picture .*covers\/bad-cover\.jpg is not a picture/),
    });
    const listed = await api<{ tracks: { title: string }[] }>('/v0/tracks?limit=100');
    expect(listed.body.tracks.map((track) => track.title)).not.toContain('Bad Cover');
  });

  it('imports catalog records with pictures from files and URLs, and names a record whose picture is refused', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/art/dawn.png') void picture('#2050d0').then((png) => response.end(png));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const folder = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-import-'));
      mkdirSync(path.join(folder, 'art'));
      writeFileSync(path.join(folder, 'art', 'dusk.png'), await picture('#30a040', 400, 600));
      const records = [
        { type: 'mood', id: 'mood-e2e-dusk', name: 'E2E Dusk', image: 'art/dusk.png' },
        { type: 'mood', id: 'mood-e2e-dawn', name: 'E2E Dawn', image: `${origin}/art/dawn.png` },
        { type: 'mood', id: 'mood-e2e-gone', name: 'E2E Gone', image: `${origin}/art/gone.png` },
      ];
      const file = path.join(folder, 'moods.ndjson');
      writeFileSync(file, records.map((record) => JSON.stringify(record)).join('\n'));
      const imported = await downbeat(system, 'catalog', 'import', file);
      expect(imported.code).toBe(1);
      expect(imported.stdout).toMatch(/2 created, 0 updated, 0 unchanged, 1 problems/);
      expect(imported.stderr).toContain(
        `line 3 (mood-e2e-gone): image: picture ${origin}/art/gone.png answered 404 instead of 200`,
      );
      for (const [id, colour] of [
        ['mood-e2e-dusk', [48, 160, 64]],
        ['mood-e2e-dawn', [32, 80, 208]],
      ] as const) {
        const mood = await api<{ images: Record<string, string> }>(`/v0/moods/${id}`);
        expect(mood.status).toBe(200);
        const image = await fetchedImage(mood.body.images.S!);
        expect({ id, status: image.status, width: image.width, ours: sameColour(image.colour, [...colour]) }).toEqual({
          id,
          status: 200,
          width: 300,
          ours: true,
        });
      }
      expect((await api('/v0/moods/mood-e2e-gone')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serves the beat grid with the downbeats where the music has them', async () => {
    for (const [file, id] of trackIds) {
      const { status, body } = await api<{ beats: Beat[] }>(`/v0/tracks/${id}/beats`);
      expect(status).toBe(200);
      const expected = truth.get(file)!.beats;
      const near = (beat: Beat, candidates: Beat[]) =>
        candidates.some((other) => Math.abs(other.time - beat.time) <= 0.07);
      const hits = expected.filter((beat) => near(beat, body.beats)).length;
      expect({ file, recallAtLeast90: hits / expected.length >= 0.9 }).toEqual({ file, recallAtLeast90: true });
      const downbeats = body.beats.filter((beat) => beat.value === 1);
      const trueDownbeats = expected.filter((beat) => beat.value === 1);
      const downbeatHits = downbeats.filter((beat) => near(beat, trueDownbeats)).length;
      expect(downbeats.length).toBeGreaterThan(4);
      expect({ file, precisionAtLeast90: downbeatHits / downbeats.length >= 0.9 }).toEqual({
        file,
        precisionAtLeast90: true,
      });
    }
  });

  it('recommends highlights that start on a downbeat and last exactly the requested durations', async () => {
    const id = trackIds.get('city-lights.wav')!;
    const { beats } = (await api<{ beats: Beat[] }>(`/v0/tracks/${id}/beats`)).body;
    const downbeatsMs = beats.filter((beat) => beat.value === 1).map((beat) => Math.round(beat.time * 1000));
    const { status, body } = await api<{ highlights: Highlight[] }>(
      `/v0/tracks/${id}/highlights?duration=10&duration=20`,
    );
    expect(status).toBe(200);
    expect(body.highlights.map((highlight) => highlight.duration)).toEqual([10, 20]);
    for (const highlight of body.highlights) {
      expect(highlight.to - highlight.from).toBe(highlight.duration * 1000);
      expect(downbeatsMs.some((downbeat) => Math.abs(downbeat - highlight.from) <= 1)).toBe(true);
    }
    const fallback = await api<{ highlights: Highlight[] }>(`/v0/tracks/${id}/highlights`);
    expect(fallback.body.highlights.map((highlight) => highlight.duration)).toEqual([30]);
  });

  it('refuses bad durations naming `duration`, and unknown or unanalysed tracks with 404', async () => {
    const id = trackIds.get('slow-waltz.wav')!;
    for (const query of [
      'duration=4',
      'duration=61',
      'duration=abc',
      'duration=5&duration=6&duration=7&duration=8&duration=9&duration=10',
    ])
      expect(await api(`/v0/tracks/${id}/highlights?${query}`)).toMatchObject(badRequestNaming('duration'));
    const ingested = new Set(trackIds.values());
    const listed = (await api<{ tracks: { id: string }[] }>('/v0/tracks?limit=20')).body.tracks;
    // A demo catalog track: imported as metadata only, never analysed.
    const demoTrack = listed.find((track) => !ingested.has(track.id))!.id;
    for (const unknown of ['no-such-track', demoTrack]) {
      for (const operation of ['beats', 'highlights'])
        expect(await api(`/v0/tracks/${unknown}/${operation}`)).toMatchObject({
          status: 404,
          body: { message: 'Track was not found' },
        });
    }
  });

  it('re-ingesting the same masters is a no-op: every good file is skipped by its checksum', async () => {
    const again = await ingestCli(system, path.join(masters, 'city-lights.wav'));
    expect(again.code).toBe(0);
    expect(resultsOf(again.stdout).get('city-lights.wav')).toEqual({
      result: 'skipped',
      detail: trackIds.get('city-lights.wav'),
    });
  });

  it('resumes an ingest whose master arrived while media was down, once media is back', async () => {
    const written = await writeSynthesizedTrack(masters, { ...SONGS[0]!, name: 'late-night', seed: 99, bpm: 104 });
    const sha256 = createHash('sha256').update(readFileSync(written.audioFile)).digest('hex');
    const admin = catalogAdminClient(system.catalogAddress);
    const status = () => admin.getTrackIngestStatus({ masterSha256: sha256 }).catch(() => undefined);
    try {
      await system.service('media').stop();
      const ingesting = ingestCli(system, written.audioFile);
      await waitFor(
        'catalog to record the master',
        async () => (await status())?.status === 'TRACK_STATUS_PROCESSING',
        {
          timeoutMs: 30_000,
          intervalMs: 200,
        },
      );
      system.service('media').start();
      const done = await ingesting;
      expect(done.code).toBe(0);
      expect(resultsOf(done.stdout).get('late-night.wav')).toMatchObject({ result: 'published' });
      const id = resultsOf(done.stdout).get('late-night.wav')!.detail;
      expect((await api<{ beats: Beat[] }>(`/v0/tracks/${id}/beats`)).status).toBe(200);
    } finally {
      admin.close();
      if (!system.service('media').running) system.service('media').start();
    }
  }, 240_000);

  it('publishes a track whose analysis was announced while catalog was stopped, once catalog is back', async () => {
    const written = await writeSynthesizedTrack(masters, { ...SONGS[1]!, name: 'night-waltz', seed: 41, bpm: 88 });
    const sha256 = createHash('sha256').update(readFileSync(written.audioFile)).digest('hex');
    const admin = catalogAdminClient(system.catalogAddress, { deadlineMs: 60_000 });
    const mediaClient = connectMedia(system.media.address);
    const catalogService = system.service('catalog');
    try {
      const { trackId } = await admin.ingestTrack({
        master: { uri: written.audioFile, sha256 },
        title: 'Night Waltz',
        mainArtists: ['Ada'],
      });
      await catalogService.stop();
      await waitFor(
        'media to finish while catalog is down',
        async () =>
          (await mediaClient.getTrackAnalysis({ trackId }).catch(() => undefined))?.analysis?.masterSha256 === sha256,
        { timeoutMs: 120_000, intervalMs: 250 },
      );
      catalogService.start();
      await waitFor(
        'the track to be published by the restarted catalog',
        async () => {
          const tracks = await api<{ id: string; title: string }[]>(`/v0/tracks/metadata?trackId=${trackId}`).catch(
            () => undefined,
          );
          return tracks?.status === 200 && tracks.body[0]?.title === 'Night Waltz';
        },
        { timeoutMs: 120_000, intervalMs: 500 },
      );
    } finally {
      admin.close();
      mediaClient.close();
      if (!catalogService.running) catalogService.start();
    }
  }, 300_000);
});
