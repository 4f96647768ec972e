/**
 * What the demo catalog holds, decided without rendering any audio: the track specs (through
 * `demoTrackSpecs`: styles in turn, tempos 70–170 BPM, all three meters, meter changes in bridges),
 * their catalog records (titles, artists, genres, moods, added dates), the sound effects, the
 * collections and the master file names. Pure and cheap: the generator renders what it lists, the
 * tests check the full-size plan without synthesising it.
 */
import { demoTrackSpecs, songForm } from '../synth/demo-specs';
import { GENRES } from '../synth/genres';
import { childSeed, seededRandom } from '../synth/random';
import { groundTruthOf } from '../synth/synthesize-track';
import { type TrackSpec } from '../synth/track-spec';
import { planCollections, type CollectionRecord } from './collections';
import { artistsFor, uniqueTitle } from './naming';
import { SOUND_EFFECTS, type SoundEffectSpec } from './sound-effects';
import { slug, stableUuid } from './stable-ids';
import {
  CATALOG_GENRES,
  categoryId,
  GENRE_RECORDS,
  MOOD_RECORDS,
  soundEffectCategoryRecords,
  STYLE_MOODS,
  topCategory,
  tempoMood,
  type GenreRecord,
  type MoodRecord,
  type SoundEffectCategoryRecord,
} from './taxonomy';

export type MasterFormat = 'flac' | 'wav';

export interface DemoCatalogSettings {
  seed: number;
  tracks: number;
  soundEffects: number;
  /** Bounds of the track lengths (a verse and a chorus must fit: about 10 s at the slowest tempos). */
  minSeconds: number;
  maxSeconds: number;
  format: MasterFormat;
  /** Of the masters, stereo; 44.1 kHz, tests go lower to stay fast. */
  sampleRate: number;
}

export const DEFAULT_SETTINGS: DemoCatalogSettings = {
  seed: 2026,
  tracks: 40,
  soundEffects: SOUND_EFFECTS.length,
  minSeconds: 60,
  maxSeconds: 180,
  format: 'flac',
  sampleRate: 44_100,
};

/** A catalog import `track` record plus `file`: the master's name in the catalog's folder. */
export interface DemoTrackRecord {
  type: 'track';
  id: string;
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  bpm: number;
  lengthSeconds: number;
  moodIds: string[];
  genreIds: string[];
  hasVocals: boolean;
  isExplicit: boolean;
  added: string;
  file: string;
}

/** A catalog import `soundEffect` record plus `file`. */
export interface DemoSoundEffectRecord {
  type: 'soundEffect';
  id: string;
  title: string;
  categoryIds: string[];
  lengthSeconds: number;
  added: string;
  file: string;
}

/** A catalog import `soundEffectCollection` record: one per top-level category. */
export interface DemoSoundEffectCollectionRecord {
  type: 'soundEffectCollection';
  id: string;
  name: string;
  soundEffectIds: string[];
}

export interface PlannedTrack {
  spec: TrackSpec;
  record: DemoTrackRecord;
  /** `<name>.beats.json` beside the master: the spec and its ground truth. */
  truthFile: string;
  seconds: number;
}

export interface PlannedSoundEffect {
  spec: SoundEffectSpec;
  record: DemoSoundEffectRecord;
  seed: number;
}

export interface DemoCatalogPlan {
  settings: DemoCatalogSettings;
  genres: GenreRecord[];
  moods: MoodRecord[];
  categories: SoundEffectCategoryRecord[];
  tracks: PlannedTrack[];
  soundEffects: PlannedSoundEffect[];
  collections: CollectionRecord[];
  soundEffectCollections: DemoSoundEffectCollectionRecord[];
}

const DAY_MS = 86_400_000;
/** Added dates are fixed (not relative to today) so that the metadata is the same on every run. */
const FIRST_ADDED = Date.UTC(2025, 11, 1);

export function planDemoCatalog(overrides: Partial<DemoCatalogSettings> = {}): DemoCatalogPlan {
  const settings = { ...DEFAULT_SETTINGS, ...overrides };
  if (settings.soundEffects > SOUND_EFFECTS.length) {
    throw new RangeError(`the demo catalog has at most ${SOUND_EFFECTS.length} sound effects`);
  }
  const tracks = planTracks(settings);
  const soundEffects = planSoundEffects(settings);
  return {
    settings,
    genres: GENRE_RECORDS,
    moods: MOOD_RECORDS,
    categories: soundEffectCategoryRecords(settings.seed),
    tracks,
    soundEffects,
    collections: planCollections(tracks.map((track) => ({ ...track.record, style: track.spec.genre }))),
    soundEffectCollections: planSoundEffectCollections(soundEffects, settings.seed),
  };
}

function planTracks(settings: DemoCatalogSettings): PlannedTrack[] {
  const random = seededRandom(childSeed(settings.seed, 'demo-catalog/tracks'));
  const titles = new Set<string>();
  const specs = demoTrackSpecs(settings.tracks, settings.seed, {
    minSeconds: settings.minSeconds,
    maxSeconds: settings.maxSeconds,
  });
  return specs.map((base, index) => {
    const occurrence = Math.floor(index / GENRES.length);
    // Every style is heard in both keys, so between them the styles carry all ten moods.
    const mode = occurrence % 2 === 0 ? 'major' : 'minor';
    const spec = withinLength({ ...base, mode }, settings);
    const seconds = groundTruthOf(spec).duration;
    const title = uniqueTitle(random, titles);
    const id = stableUuid(settings.seed, `track/${index + 1}`);
    const genreChoices = CATALOG_GENRES[spec.genre];
    const moods = [STYLE_MOODS[spec.genre][mode], tempoMood(spec.bpm, mode)];
    const record: DemoTrackRecord = {
      type: 'track',
      id,
      title,
      ...artistsFor(spec.genre, occurrence, random),
      bpm: spec.bpm,
      lengthSeconds: Math.round(seconds),
      moodIds: [...new Set(moods)],
      genreIds: [genreChoices[occurrence % genreChoices.length] ?? 'genre-pop'],
      // Synthesised music: instrumental and clean.
      hasVocals: false,
      isExplicit: false,
      added: new Date(FIRST_ADDED + random.integer(0, 330) * DAY_MS).toISOString().slice(0, 10),
      file: `${spec.name}.${settings.format}`,
    };
    return { spec, record, truthFile: `${spec.name}.beats.json`, seconds };
  });
}

/**
 * Keeps a track inside the length bounds: song forms come in whole sections, so the form picked
 * for a target can overshoot; then the form closest to the middle is taken. Bounds too short for a
 * song form (small test catalogs) get the longest verse and chorus that fits.
 */
function withinLength(spec: TrackSpec, settings: DemoCatalogSettings): TrackSpec {
  const { minSeconds, maxSeconds } = settings;
  const fits = (candidate: TrackSpec) => {
    const seconds = groundTruthOf(candidate).duration;
    return seconds >= minSeconds && seconds <= maxSeconds;
  };
  if (fits(spec)) return spec;
  const changesMeter = spec.sections.some((section) => section.meter !== undefined);
  const middle = (minSeconds + maxSeconds) / 2;
  const reformed = { ...spec, sections: songForm(spec.bpm, spec.meter, middle, changesMeter) };
  if (fits(reformed)) return reformed;
  const verseAndChorus = (bars: number): TrackSpec => ({
    ...spec,
    sections: [
      { name: 'verse', bars },
      { name: 'chorus', bars },
    ],
  });
  let bars = 1;
  while (bars < 64 && groundTruthOf(verseAndChorus(bars + 1)).duration <= maxSeconds) bars += 1;
  return verseAndChorus(bars);
}

/** "Cinematic Essentials" and so on: the sound effects of each top-level category, in catalog order. */
function planSoundEffectCollections(effects: PlannedSoundEffect[], seed: number): DemoSoundEffectCollectionRecord[] {
  const byTop = new Map<string, DemoSoundEffectCollectionRecord>();
  for (const effect of effects) {
    const top = topCategory(effect.spec.category);
    const collection = byTop.get(top.key) ?? {
      type: 'soundEffectCollection' as const,
      id: stableUuid(seed, `sound-effect-collection/${top.key}`),
      name: `${top.name} Essentials`,
      soundEffectIds: [],
    };
    collection.soundEffectIds.push(effect.record.id);
    byTop.set(top.key, collection);
  }
  return [...byTop.values()];
}

function planSoundEffects(settings: DemoCatalogSettings): PlannedSoundEffect[] {
  return SOUND_EFFECTS.slice(0, settings.soundEffects).map((spec, index) => {
    const number = String(index + 1).padStart(2, '0');
    const name = `sfx-${number}-${slug(spec.title)}`;
    const added = new Date(FIRST_ADDED + index * 9 * DAY_MS + (index % 24) * 3_600_000);
    return {
      spec,
      seed: childSeed(settings.seed, `demo-catalog/sound-effect/${spec.title}`),
      record: {
        type: 'soundEffect',
        id: stableUuid(settings.seed, `sound-effect/${index + 1}`),
        title: spec.title,
        categoryIds: [categoryId(settings.seed, spec.category)],
        lengthSeconds: spec.seconds,
        added: added.toISOString(),
        file: `${name}.${settings.format}`,
      },
    };
  });
}

/**
 * The metadata file: catalog import records in an order the importer accepts (what a record
 * references comes earlier), tracks and sound effects carrying `file`.
 */
export function metadataLines(plan: DemoCatalogPlan): string {
  const records = [
    ...plan.genres,
    ...plan.moods,
    ...plan.categories,
    ...plan.tracks.map((track) => track.record),
    ...plan.soundEffects.map((effect) => effect.record),
    ...plan.collections,
    ...plan.soundEffectCollections,
  ];
  return records.map((record) => `${JSON.stringify(record)}\n`).join('');
}
