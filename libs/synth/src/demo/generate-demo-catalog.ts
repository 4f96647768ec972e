/**
 * Writes the demo catalog into a folder: one master per track and sound effect, the ground truth
 * beside each track, and the metadata file (`catalog.ndjson`). A manifest records the seed, the
 * generator version and every file's checksum; a later run with the same settings reuses what
 * matches and renders only what is missing or altered, so it is instant once the folder is complete
 * and resumes where an interrupted run stopped.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { synthesizeTrack } from '../synth/synthesize-track';
import { metadataLines, planDemoCatalog, type DemoCatalogPlan, type DemoCatalogSettings } from './catalog-plan';
import { sha256Of, writeMaster, writeTextFile, type WrittenFile } from './masters';
import { renderSoundEffect } from './sound-effect-voices';

/** Raise when the same settings would produce different files, so old folders are regenerated. */
export const DEMO_GENERATOR_VERSION = 1;
export const METADATA_FILE = 'catalog.ndjson';
export const MANIFEST_FILE = 'demo-catalog.manifest.json';

export interface DemoCatalogProgress {
  kind: 'track' | 'sound-effect';
  /** 1-based position among its kind. */
  index: number;
  total: number;
  file: string;
  title: string;
  seconds: number;
  /** Seconds of audio (tracks and sound effects) done so far, this item included. */
  audioSeconds: number;
  totalAudioSeconds: number;
  /** True when the file was already there and matched the manifest. */
  reused: boolean;
}

export interface GenerateDemoCatalogOptions extends Partial<DemoCatalogSettings> {
  onProgress?: (progress: DemoCatalogProgress) => void;
  /**
   * Renders one item (synthesis is CPU-heavy): `writeDemoItem` on this thread by default; a service
   * passes one that runs `writeDemoItem` on its worker pool.
   */
  writeItem?: (job: DemoItemJob) => Promise<WrittenFile[]>;
}

/** One master to render, described by plain values so that a worker thread can take it. */
export interface DemoItemJob {
  directory: string;
  settings: DemoCatalogSettings;
  kind: DemoCatalogProgress['kind'];
  /** 0-based position among its kind in the plan. */
  index: number;
  ffmpeg: string;
}

export interface DemoCatalog {
  directory: string;
  metadataFile: string;
  plan: DemoCatalogPlan;
  audioSeconds: number;
  /** Tracks and sound effects rendered by this run, and reused from an earlier one. */
  rendered: number;
  reused: number;
  bytes: number;
}

interface Manifest {
  generator: 'downbeat-demo-catalog';
  version: number;
  settings: DemoCatalogSettings;
  complete: boolean;
  files: Record<string, WrittenFile>;
}

interface DemoItem {
  kind: DemoCatalogProgress['kind'];
  /** 0-based position among its kind. */
  index: number;
  title: string;
  seconds: number;
  files: string[];
}

export async function generateDemoCatalog(directory: string, options: GenerateDemoCatalogOptions = {}) {
  const { onProgress, writeItem = writeDemoItem, ...overrides } = options;
  const plan = planDemoCatalog(overrides);
  await mkdir(directory, { recursive: true });
  const manifest = await startManifest(directory, plan.settings);
  const saveManifest = () =>
    writeTextFile(path.join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const items = demoItems(plan);
  const totalAudioSeconds = items.reduce((sum, item) => sum + item.seconds, 0);
  const counts = { track: 0, 'sound-effect': 0 };
  const totals = { track: plan.tracks.length, 'sound-effect': plan.soundEffects.length };
  let ffmpeg: string | undefined;
  let audioSeconds = 0;
  let rendered = 0;
  for (const item of items) {
    const reused = await allMatch(directory, item.files, manifest);
    if (!reused) {
      manifest.complete = false;
      // Only a run that renders needs ffmpeg: reusing a finished folder works without it.
      ffmpeg ??= plan.settings.format === 'flac' ? (await locateFfmpeg()).ffmpeg : 'ffmpeg';
      const written = await writeItem({
        directory,
        settings: plan.settings,
        kind: item.kind,
        index: item.index,
        ffmpeg,
      });
      item.files.forEach((file, index) => {
        const entry = written[index];
        if (entry) manifest.files[file] = entry;
      });
      await saveManifest();
      rendered += 1;
    }
    counts[item.kind] += 1;
    audioSeconds += item.seconds;
    onProgress?.({
      kind: item.kind,
      index: counts[item.kind],
      total: totals[item.kind],
      file: item.files[0] ?? '',
      title: item.title,
      seconds: item.seconds,
      audioSeconds,
      totalAudioSeconds,
      reused,
    });
  }
  if (await writeMetadata(directory, plan, manifest)) manifest.complete = false;
  if (!manifest.complete) {
    manifest.complete = true;
    await saveManifest();
  }
  const catalog: DemoCatalog = {
    directory,
    metadataFile: path.join(directory, METADATA_FILE),
    plan,
    audioSeconds,
    rendered,
    reused: items.length - rendered,
    bytes: Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0),
  };
  return catalog;
}

/** Writes the metadata file unless it is there with this content; true when it wrote. */
async function writeMetadata(directory: string, plan: DemoCatalogPlan, manifest: Manifest): Promise<boolean> {
  const metadata = metadataLines(plan);
  const current = manifest.files[METADATA_FILE];
  const sha256 = createHash('sha256').update(metadata).digest('hex');
  if (current?.sha256 === sha256 && (await allMatch(directory, [METADATA_FILE], manifest))) return false;
  manifest.files[METADATA_FILE] = await writeTextFile(path.join(directory, METADATA_FILE), metadata);
  return true;
}

function demoItems(plan: DemoCatalogPlan): DemoItem[] {
  const tracks = plan.tracks.map((track, index): DemoItem => ({
    kind: 'track',
    index,
    title: track.record.title,
    seconds: track.seconds,
    files: [track.record.file, track.truthFile],
  }));
  const effects = plan.soundEffects.map((effect, index): DemoItem => ({
    kind: 'sound-effect',
    index,
    title: effect.record.title,
    seconds: effect.spec.seconds,
    files: [effect.record.file],
  }));
  return [...tracks, ...effects];
}

/**
 * Synthesises one planned item and writes its files (a track: the master and its ground truth; a
 * sound effect: the master), in the order `demoItems` lists them. The plan is rebuilt from the
 * settings (pure and cheap), so a worker thread needs nothing but the job.
 */
export async function writeDemoItem(job: DemoItemJob): Promise<WrittenFile[]> {
  const plan = planDemoCatalog(job.settings);
  const { format, sampleRate } = plan.settings;
  if (job.kind === 'track') {
    const track = plan.tracks[job.index];
    if (!track) throw new RangeError(`the plan has no track ${job.index}`);
    const audio = synthesizeTrack(track.spec, { sampleRate, channels: 2 });
    const truth = `${JSON.stringify({ spec: track.spec, ...audio.truth }, null, 2)}\n`;
    return [
      await writeMaster(path.join(job.directory, track.record.file), audio, format, job.ffmpeg),
      await writeTextFile(path.join(job.directory, track.truthFile), truth),
    ];
  }
  const effect = plan.soundEffects[job.index];
  if (!effect) throw new RangeError(`the plan has no sound effect ${job.index}`);
  const pcm = renderSoundEffect(effect.spec.voice, effect.spec.seconds, sampleRate, effect.seed);
  const audio = { pcm, sampleRate, channels: 2 as const };
  return [await writeMaster(path.join(job.directory, effect.record.file), audio, format, job.ffmpeg)];
}

/**
 * The manifest of the folder when it was written with these settings by this version; otherwise a
 * fresh one, and the files the old manifest lists are removed (they belong to another catalog).
 */
async function startManifest(directory: string, settings: DemoCatalogSettings): Promise<Manifest> {
  const fresh: Manifest = {
    generator: 'downbeat-demo-catalog',
    version: DEMO_GENERATOR_VERSION,
    settings,
    complete: false,
    files: {},
  };
  const previous = await readFile(path.join(directory, MANIFEST_FILE), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => undefined);
  if (!previous?.files) return fresh;
  if (previous.version === DEMO_GENERATOR_VERSION && sameSettings(previous.settings, settings)) return previous;
  await Promise.all(
    Object.keys(previous.files).map((file) => rm(path.join(directory, path.basename(file)), { force: true })),
  );
  return fresh;
}

const sameSettings = (a: DemoCatalogSettings | undefined, b: DemoCatalogSettings) =>
  a !== undefined && (Object.keys(b) as Array<keyof DemoCatalogSettings>).every((key) => a[key] === b[key]);

/**
 * Whether every file is there as the manifest recorded it. Size and modification time equal means
 * untouched (instant); a file whose time changed but whose size did not is checked by checksum.
 */
async function allMatch(directory: string, files: string[], manifest: Manifest): Promise<boolean> {
  for (const file of files) {
    const entry = manifest.files[file];
    if (!entry) return false;
    const info = await stat(path.join(directory, file)).catch(() => undefined);
    if (!info || info.size !== entry.bytes) return false;
    if (info.mtimeMs === entry.mtimeMs) continue;
    if ((await sha256Of(path.join(directory, file))) !== entry.sha256) return false;
    // Same content, new time (a copied folder): remember the time, and save the manifest at the
    // end, so the next run need not read the file again.
    entry.mtimeMs = info.mtimeMs;
    manifest.complete = false;
  }
  return true;
}
