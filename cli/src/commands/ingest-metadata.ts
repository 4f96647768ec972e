import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import { pictureSource, withPicturePath } from './picture-paths';

/** Formats the ingest command takes, by extension (ffmpeg decodes them; media checks the content). */
export const MASTER_EXTENSIONS = ['.mp3', '.wav', '.flac', '.ogg'];

/** What IngestTrack takes about one master besides the file. */
export interface TrackMetadata {
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  genreIds: string[];
  moodIds: string[];
  /** Keys of images media made already (rare); usually `image` instead. */
  images: Record<string, string>;
  /** The track's picture: an http(s) URL or a file (relative to the metadata file). */
  image?: string;
  hasVocals: boolean;
  isExplicit: boolean;
  /** YYYY-MM-DD. */
  added?: string;
  /** Absent: the analysis decides. */
  bpm?: number;
}

export const UNKNOWN_ARTIST = 'Unknown Artist';

/** What IngestSoundEffect takes about one master besides the file. */
export interface SoundEffectMetadata {
  title: string;
  categoryIds: string[];
  images: Record<string, string>;
  /** The sound effect's picture: an http(s) URL or a file (relative to the metadata file). */
  image?: string;
  /** Seconds, fractional (media does not measure sound effects). */
  lengthSeconds: number;
  /** RFC 3339. */
  added?: string;
}

/** One master's entry: a track (the default) or, with `"type": "soundEffect"`, a sound effect. */
export type MasterEntry =
  | { kind: 'track'; id?: string; metadata: Partial<TrackMetadata> }
  | { kind: 'soundEffect'; id?: string; metadata: SoundEffectMetadata };

/** A catalog import record as it appears in the file (sent as it is to ImportRecords). */
export interface ImportLine {
  line: number;
  json: string;
}

export interface MetadataFile {
  /** By file name (without folders). */
  masters: Map<string, MasterEntry>;
  /** NDJSON lines without `file`: catalog import records. Those before the first master line are
   * imported before the masters are ingested, the rest after (collections name the tracks). */
  importsBefore: ImportLine[];
  importsAfter: ImportLine[];
}

/**
 * The metadata file: a JSON object keyed by file name (`{"song.wav": {"title": …}}`) or NDJSON.
 * An NDJSON line naming its `file` is that master's metadata; with `"type": "track"` or
 * `"soundEffect"` it is a catalog import record plus `file` (the demo catalog's format), whose
 * `id` the ingest keeps. A line without `file` is a catalog import record (genre, mood, collection
 * …). Keys are file names without folders. Problems name the entry; unknown fields are refused
 * so a typo does not go unnoticed. An `image` that is a relative path is relative to the file.
 */
export async function readMetadataFile(path: string): Promise<MetadataFile> {
  const text = await readFile(path, 'utf8');
  return parseMetadata(text, basename(path), dirname(resolve(path)));
}

type Check = (value: unknown) => boolean;

const TRACK_FIELDS: Record<keyof TrackMetadata, Check> = {
  title: (value) => typeof value === 'string' && value.trim() !== '',
  mainArtists: (value) => isStrings(value) && value.length > 0,
  featuredArtists: (value) => isStrings(value),
  genreIds: (value) => isStrings(value),
  moodIds: (value) => isStrings(value),
  images: (value) => isImages(value),
  image: (value) => typeof value === 'string' && value.trim() !== '',
  hasVocals: (value) => typeof value === 'boolean',
  isExplicit: (value) => typeof value === 'boolean',
  added: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  bpm: (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 999,
};

const SOUND_EFFECT_FIELDS: Record<keyof SoundEffectMetadata, Check> = {
  title: TRACK_FIELDS.title,
  categoryIds: (value) => isStrings(value) && value.length > 0,
  images: (value) => isImages(value),
  image: TRACK_FIELDS.image,
  lengthSeconds: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  added: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fields of an import record that the ingest takes as given (`id`) or leaves to media (the length). */
const RECORD_FIELDS: Record<string, Check> = {
  type: () => true,
  id: (value) => typeof value === 'string' && UUID.test(value),
};

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

const isImages = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

/** `directory`: where the metadata file is, which relative `image` paths are relative to. */
export function parseMetadata(text: string, source: string, directory = process.cwd()): MetadataFile {
  const parsed: MetadataFile = { masters: new Map(), importsBefore: [], importsAfter: [] };
  const trimmed = text.trim();
  if (trimmed === '') return parsed;
  let whole: unknown;
  try {
    whole = JSON.parse(trimmed);
  } catch {
    whole = undefined;
  }
  // One NDJSON line is a JSON object too: a keyed file's values are objects, never strings.
  const oneLine = whole as Record<string, unknown> | undefined;
  if (typeof oneLine?.file === 'string' || typeof oneLine?.type === 'string') whole = undefined;
  if (whole !== undefined && (typeof whole !== 'object' || whole === null || Array.isArray(whole)))
    throw new Error(`${source}: a JSON object keyed by file name, or NDJSON lines`);
  if (whole !== undefined) {
    for (const [file, fields] of Object.entries(whole as Record<string, unknown>))
      parsed.masters.set(basename(file), masterEntry(`${source}: ${file}`, fields, directory));
    return parsed;
  }
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${source} line ${index + 1}`;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new Error(`${where}: not valid JSON`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record))
      throw new Error(`${where}: must be an object`);
    const { file, ...fields } = record as Record<string, unknown>;
    if (file === undefined && typeof fields.type === 'string' && fields.type !== '') {
      const imports = parsed.masters.size === 0 ? parsed.importsBefore : parsed.importsAfter;
      imports.push({ line: index + 1, json: withPicturePath(line.trim(), directory) });
      return;
    }
    if (typeof file !== 'string' || file === '')
      throw new Error(`${where}: "file" is required (or a "type", for a catalog import record)`);
    parsed.masters.set(basename(file), masterEntry(`${where}: ${file}`, fields, directory));
  });
  return parsed;
}

function masterEntry(where: string, fields: unknown, directory: string): MasterEntry {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new Error(`${where}: must be an object`);
  const { type = 'track', ...rest } = fields as Record<string, unknown>;
  if (type !== 'track' && type !== 'soundEffect')
    throw new Error(`${where}: "type" must be "track" or "soundEffect" for a master`);
  const { id, ...metadata } = rest;
  // A track's length is measured by media's analysis; the record's is ignored.
  if (type === 'track' && 'type' in (fields as object)) delete metadata.lengthSeconds;
  const checks: Record<string, Check> = type === 'track' ? TRACK_FIELDS : SOUND_EFFECT_FIELDS;
  for (const [field, value] of Object.entries({ ...(id === undefined ? {} : { id }), ...metadata })) {
    const check = checks[field] ?? RECORD_FIELDS[field];
    if (!check) throw new Error(`${where}: unknown field "${field}"`);
    if (!check(value)) throw new Error(`${where}: "${field}" is invalid`);
  }
  if (typeof metadata.image === 'string') metadata.image = pictureSource(metadata.image.trim(), directory);
  const withId = typeof id === 'string' ? { id: id.toLowerCase() } : {};
  if (type === 'track') return { kind: 'track', ...withId, metadata: metadata as Partial<TrackMetadata> };
  for (const field of ['title', 'categoryIds', 'lengthSeconds'] as const)
    if (metadata[field] === undefined) throw new Error(`${where}: "${field}" is required for a sound effect`);
  return { kind: 'soundEffect', ...withId, metadata: { images: {}, ...metadata } as SoundEffectMetadata };
}

/** The metadata of one master: the file's entry over defaults (title from the file name). */
export function metadataOf(file: string, given: Partial<TrackMetadata> = {}): TrackMetadata {
  const name = basename(file, extname(file)).replace(/[_-]+/g, ' ').trim() || basename(file);
  return {
    title: name,
    mainArtists: [UNKNOWN_ARTIST],
    featuredArtists: [],
    genreIds: [],
    moodIds: [],
    images: {},
    hasVocals: false,
    isExplicit: false,
    ...given,
  };
}
