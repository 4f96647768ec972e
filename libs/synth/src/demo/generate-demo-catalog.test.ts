import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { type GroundTruth } from '../synth/track-spec';
import { type DemoCatalogSettings } from './catalog-plan';
import { generateDemoCatalog, MANIFEST_FILE, METADATA_FILE, type DemoCatalogProgress } from './generate-demo-catalog';

const run = promisify(execFile);
jest.setTimeout(120_000);

/** Three short tracks and three sound effects at a low rate: every kind of file, in a few seconds. */
const SMALL: Partial<DemoCatalogSettings> = {
  seed: 42,
  tracks: 3,
  soundEffects: 3,
  minSeconds: 6,
  maxSeconds: 10,
  sampleRate: 11_025,
};

interface MetadataRecord {
  type: string;
  id: string;
  file?: string;
  lengthSeconds?: number;
  parentId?: string;
  genreIds?: string[];
  moodIds?: string[];
  categoryIds?: string[];
  trackIds?: string[];
}

const readMetadata = async (directory: string) =>
  (await readFile(path.join(directory, METADATA_FILE), 'utf8'))
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as MetadataRecord);

const manifestFiles = async (directory: string) =>
  (
    JSON.parse(await readFile(path.join(directory, MANIFEST_FILE), 'utf8')) as {
      files: Record<string, { sha256: string }>;
    }
  ).files;

async function mtimes(directory: string, files: string[]) {
  return Promise.all(files.map(async (file) => (await stat(path.join(directory, file))).mtimeMs));
}

describe('generateDemoCatalog', () => {
  let root: string;
  let directory: string;
  const progress: DemoCatalogProgress[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'demo-catalog-'));
    directory = path.join(root, 'first');
    await generateDemoCatalog(directory, { ...SMALL, onProgress: (step) => progress.push(step) });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes a decodable master for every track and sound effect, as long as its metadata says', async () => {
    const { ffprobe } = await locateFfmpeg();
    const masters = (await readMetadata(directory)).filter((record) => record.file);
    expect(masters.map((record) => record.type).sort()).toEqual([
      'soundEffect',
      'soundEffect',
      'soundEffect',
      'track',
      'track',
      'track',
    ]);
    for (const record of masters) {
      const { stdout } = await run(ffprobe, [
        ...['-v', 'error', '-show_entries', 'stream=codec_name,channels,sample_rate:format=duration'],
        ...['-of', 'json', path.join(directory, record.file ?? '')],
      ]);
      const probed = JSON.parse(stdout) as {
        streams: { codec_name: string; channels: number }[];
        format: { duration: string };
      };
      expect(probed.streams[0]).toMatchObject({ codec_name: 'flac', channels: 2 });
      expect(Number(probed.format.duration)).toBeCloseTo(record.lengthSeconds ?? 0, 0);
    }
  });

  it('puts the ground-truth beats beside each track master', async () => {
    const tracks = (await readMetadata(directory)).filter((record) => record.type === 'track');
    for (const track of tracks) {
      const truthFile = path.join(directory, (track.file ?? '').replace(/\.flac$/, '.beats.json'));
      const truth = JSON.parse(await readFile(truthFile, 'utf8')) as GroundTruth;
      expect(truth.beats.length).toBeGreaterThanOrEqual(6);
      expect(truth.beats[0]?.value).toBe(1);
      const times = truth.beats.map((beat) => beat.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)).toBeLessThan(truth.duration);
      expect(truth.duration).toBeCloseTo(track.lengthSeconds ?? 0, 0);
    }
  });

  it('writes metadata whose references all exist, child genres and categories under existing parents', async () => {
    const records = await readMetadata(directory);
    const ids = (type: string) => new Set(records.filter((record) => record.type === type).map((record) => record.id));
    const [genres, moods, categories, tracks] = ['genre', 'mood', 'soundEffectCategory', 'track'].map(ids);
    for (const record of records) {
      if (record.type === 'genre' && record.parentId) expect(genres).toContain(record.parentId);
      if (record.type === 'soundEffectCategory' && record.parentId) expect(categories).toContain(record.parentId);
      for (const id of record.genreIds ?? []) expect(genres).toContain(id);
      for (const id of record.moodIds ?? []) expect(moods).toContain(id);
      for (const id of record.categoryIds ?? []) expect(categories).toContain(id);
      for (const id of record.trackIds ?? []) expect(tracks).toContain(id);
    }
    expect(records.filter((record) => record.type === 'collection')).toHaveLength(6);
  });

  it('reports progress per track and sound effect with the seconds of audio done', () => {
    expect(progress.map((step) => `${step.kind} ${step.index}/${step.total}`)).toEqual([
      'track 1/3',
      'track 2/3',
      'track 3/3',
      'sound-effect 1/3',
      'sound-effect 2/3',
      'sound-effect 3/3',
    ]);
    const last = progress.at(-1);
    expect(last?.audioSeconds).toBeCloseTo(last?.totalAudioSeconds ?? 0, 6);
    expect(progress.every((step) => !step.reused)).toBe(true);
  });

  it('reuses a complete folder on the next run without rewriting any file', async () => {
    const files = Object.keys(await manifestFiles(directory));
    const before = await mtimes(directory, [...files, MANIFEST_FILE]);
    const again = await generateDemoCatalog(directory, SMALL);
    expect(again).toMatchObject({ rendered: 0, reused: 6 });
    expect(await mtimes(directory, [...files, MANIFEST_FILE])).toEqual(before);
  });

  it('renders the same files from the same seed', async () => {
    const second = path.join(root, 'second');
    await generateDemoCatalog(second, SMALL);
    expect(await manifestFiles(second)).toEqual(
      expect.objectContaining(
        Object.fromEntries(
          Object.entries(await manifestFiles(directory)).map(([file, entry]) => [
            file,
            expect.objectContaining({ sha256: entry.sha256 }),
          ]),
        ),
      ),
    );
  });

  it('renders again only a master that was damaged', async () => {
    const copy = path.join(root, 'damaged');
    // A copy has new modification times: unchanged files are recognised by their checksums.
    await cp(directory, copy, { recursive: true });
    const [first] = (await readMetadata(copy)).filter((record) => record.type === 'track');
    const master = path.join(copy, first?.file ?? '');
    const original = await readFile(master);
    await writeFile(master, original.subarray(0, 1000));
    const repaired = await generateDemoCatalog(copy, SMALL);
    expect(repaired).toMatchObject({ rendered: 1, reused: 5 });
    expect((await readFile(master)).equals(original)).toBe(true);
  });

  it('replaces a folder written with other settings, leaving none of its files behind', async () => {
    const reseeded = path.join(root, 'reseeded');
    await cp(directory, reseeded, { recursive: true });
    const oldMaster = (await readMetadata(reseeded)).find((record) => record.type === 'soundEffect')?.file ?? '';
    await generateDemoCatalog(reseeded, { ...SMALL, tracks: 1, soundEffects: 0, format: 'wav' });
    expect(existsSync(path.join(reseeded, oldMaster))).toBe(false);
    const masters = (await readMetadata(reseeded)).filter((record) => record.file).map((record) => record.file);
    expect(masters).toHaveLength(1);
    for (const file of masters) expect(file).toMatch(/\.wav$/);
  });
});
