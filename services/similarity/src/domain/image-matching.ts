/**
 * Tracks that fit a picture: the picture's mood point (picture-mood.ts) against every published
 * track's (mood-space.ts). The tracks that fit are those whose point lies within `FIT_RADIUS` of the
 * picture's — at least the `MIN_MATCHES` nearest, so every picture gets an answer — ranked nearest
 * first (ties by track id: the same picture always gives the same list); genre and mood filters
 * apply before, and the aggregations count the moods and genres of the tracks that fit.
 * Deterministic and explainable: a picture's point and a track's point say why they fit.
 */
import { isDomainError, notFound } from '@downbeat/platform';
import { type MoodPoint, moodDistance } from './mood-space';
import { pictureMood } from './picture-mood';
import type { FeatureWorkers, MediaLibrary, MoodMapEntry, Reference, TrackProfiles } from './ports';
import type { Page, RankedTracks } from './similar-tracks';

/** On the −1…1 valence/arousal square: about one mood word apart. */
export const FIT_RADIUS = 0.5;
const MIN_MATCHES = 20;
/** How long the mood map read from the store is reused. */
const MOOD_MAP_MAX_AGE_MS = 5_000;

export interface ImageQuery {
  partnerId: string;
  userId: string;
  imageId: string;
  genreIds: string[];
  moodIds: string[];
  page: Page;
}

export interface Bucket extends Reference {
  count: number;
}

export interface ImageMatches extends RankedTracks {
  picture: MoodPoint;
  aggregations: { moods: Bucket[]; genres: Bucket[] };
}

export class ImageMatching {
  private moodMap?: { entries: MoodMapEntry[]; readAt: number; reading?: Promise<MoodMapEntry[]> };

  constructor(private readonly deps: { tracks: TrackProfiles; media: MediaLibrary; workers: FeatureWorkers }) {}

  async find(query: ImageQuery): Promise<ImageMatches> {
    const picture = await this.deps.media
      .imageUpload(query.partnerId, query.userId, query.imageId)
      .catch((error: unknown) => {
        throw isDomainError(error, 'not-found') ? notFound('Image was not found') : error;
      });
    const point = pictureMood(await this.deps.workers.pictureColours(picture));
    const matches = fitting(point, (await this.entries()).filter(passes(query)));
    return {
      picture: point,
      trackIds: matches.slice(query.page.offset, query.page.offset + query.page.limit).map((entry) => entry._id),
      total: matches.length,
      aggregations: {
        moods: buckets(matches, (entry) => entry.moods),
        genres: buckets(matches, (entry) => entry.genres),
      },
    };
  }

  /** The published tracks' mood points, read at most every few seconds (one read at a time). */
  private async entries(): Promise<MoodMapEntry[]> {
    const known = this.moodMap;
    if (known && Date.now() - known.readAt < MOOD_MAP_MAX_AGE_MS) return known.entries;
    if (known?.reading) return known.reading;
    const reading = this.deps.tracks.moodMap();
    this.moodMap = { entries: known?.entries ?? [], readAt: known?.readAt ?? 0, reading };
    try {
      const entries = await reading;
      this.moodMap = { entries, readAt: Date.now() };
      return entries;
    } catch (error) {
      this.moodMap = known;
      throw error;
    }
  }
}

/** Any of the genres and any of the moods asked for (a parent genre counts for its children). */
const passes = (query: Pick<ImageQuery, 'genreIds' | 'moodIds'>) => (entry: MoodMapEntry) =>
  (query.genreIds.length === 0 || entry.genres.some((genre) => query.genreIds.includes(genre.id))) &&
  (query.moodIds.length === 0 || entry.moods.some((mood) => query.moodIds.includes(mood.id)));

export function fitting(point: MoodPoint, entries: MoodMapEntry[]): MoodMapEntry[] {
  const ranked = entries
    .map((entry) => ({ entry, distance: moodDistance(point, entry.mood) }))
    .sort((a, b) => a.distance - b.distance || a.entry._id.localeCompare(b.entry._id));
  const within = ranked.filter(({ distance }) => distance <= FIT_RADIUS).length;
  return ranked.slice(0, Math.max(within, MIN_MATCHES)).map(({ entry }) => entry);
}

function buckets(entries: MoodMapEntry[], referencesOf: (entry: MoodMapEntry) => Reference[]): Bucket[] {
  const counts = new Map<string, Bucket>();
  for (const entry of entries)
    for (const reference of referencesOf(entry)) {
      const bucket = counts.get(reference.id) ?? { ...reference, count: 0 };
      bucket.count += 1;
      counts.set(reference.id, bucket);
    }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
