import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';

/** Formats the ingest command takes, by extension (ffmpeg decodes them; media checks the content). */
export const MASTER_EXTENSIONS = ['.mp3', '.wav', '.flac', '.ogg'];

/** What IngestTrack takes about one master besides the file. */
export interface TrackMetadata {
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  genreIds: string[];
  moodIds: string[];
  images: Record<string, string>;
  hasVocals: boolean;
  isExplicit: boolean;
  /** YYYY-MM-DD. */
  added?: string;
  /** Absent: the analysis decides. */
  bpm?: number;
}

export const UNKNOWN_ARTIST = 'Unknown Artist';

/**
 * The metadata file: a JSON object keyed by file name (`{"song.wav": {"title": …}}`) or NDJSON
 * with one object per line naming its `file`. Keys are file names without folders. Problems name
 * the entry; unknown fields are refused so a typo does not go unnoticed.
 */
export async function readMetadataFile(path: string): Promise<Map<string, Partial<TrackMetadata>>> {
  const text = await readFile(path, 'utf8');
  return parseMetadata(text, basename(path));
}

const FIELDS: Record<keyof TrackMetadata, (value: unknown) => boolean> = {
  title: (value) => typeof value === 'string' && value.trim() !== '',
  mainArtists: (value) => isStrings(value) && value.length > 0,
  featuredArtists: (value) => isStrings(value),
  genreIds: (value) => isStrings(value),
  moodIds: (value) => isStrings(value),
  images: (value) =>
    typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string'),
  hasVocals: (value) => typeof value === 'boolean',
  isExplicit: (value) => typeof value === 'boolean',
  added: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  bpm: (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 999,
};

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

export function parseMetadata(text: string, source: string): Map<string, Partial<TrackMetadata>> {
  const entries: [string, unknown][] = [];
  const trimmed = text.trim();
  if (trimmed === '') return new Map();
  let whole: unknown;
  try {
    whole = JSON.parse(trimmed);
  } catch {
    whole = undefined;
  }
  if (whole !== undefined && (typeof whole !== 'object' || whole === null || Array.isArray(whole)))
    throw new Error(`${source}: a JSON object keyed by file name, or NDJSON lines with a "file" each`);
  if (whole !== undefined) entries.push(...Object.entries(whole as Record<string, unknown>));
  else
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch {
        throw new Error(`${source} line ${index + 1}: not valid JSON`);
      }
      const { file, ...fields } = (record ?? {}) as Record<string, unknown>;
      if (typeof file !== 'string' || file === '') throw new Error(`${source} line ${index + 1}: "file" is required`);
      entries.push([file, fields]);
    });
  const metadata = new Map<string, Partial<TrackMetadata>>();
  for (const [file, fields] of entries) {
    if (typeof fields !== 'object' || fields === null) throw new Error(`${source}: ${file}: must be an object`);
    for (const [field, value] of Object.entries(fields)) {
      const check = FIELDS[field as keyof TrackMetadata] as ((value: unknown) => boolean) | undefined;
      if (!check) throw new Error(`${source}: ${file}: unknown field "${field}"`);
      if (!check(value)) throw new Error(`${source}: ${file}: "${field}" is invalid`);
    }
    metadata.set(basename(file), fields as Partial<TrackMetadata>);
  }
  return metadata;
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
