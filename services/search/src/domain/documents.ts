/**
 * What the search indices hold, derived from the catalog's events by pure functions: the same
 * event always yields the same document, so a re-delivered or replayed event changes nothing.
 */
import type { CatalogSoundEffectEvent, CatalogTrackEvent, Reference } from '@downbeat/contracts';
import { invalidArgument } from '@downbeat/platform';
import { normalizedPhrase } from './text-analysis';

/** A facet value: one mood or genre as the aggregations return it. */
export type Facet = Reference;

export interface TrackDocument {
  id: string;
  /** The catalog's revision; a document never goes back to an older revision. */
  revision: number;
  /** Only visible documents are searched; an unpublished track stays as a hidden record. */
  visible: boolean;
  title: string;
  /** Folded, whitespace-collapsed title: exact-title matches and the title sort. */
  titlePhrase: string;
  /** Main then featured artists. */
  artists: string[];
  moods: Facet[];
  /** The track's genres and their parents, each once: a parent genre matches its children. */
  genres: Facet[];
  bpm: number | null;
  /** Whole seconds (the duration sort). */
  lengthSeconds: number;
  /** YYYY-MM-DD. */
  added: string;
  hasVocals: boolean;
  isExplicit: boolean;
  /**
   * The signal behind the Popularity sort: previews and downloads counted from analytics, as for
   * sound effects (popularity.ts); 0 from the catalog, and the engines keep the counted value.
   */
  popularity: number;
  /** The event the document was derived from, kept verbatim so that reindex can derive again. */
  source: CatalogTrackEvent;
}

export interface SoundEffectDocument {
  id: string;
  revision: number;
  title: string;
  titlePhrase: string;
  /** Category names and their parents' names: "door" finds the sound effects under "Doors". */
  categories: string[];
  /** RFC 3339 instant. */
  added: string;
  lengthSeconds: number;
  /**
   * The signal behind the `popular` sort: previews and downloads counted from analytics.events.v1
   * (popularity.ts). Not from the catalog: a document derived from a catalog event has 0, and the
   * engines keep the counted value when they store it.
   */
  popularity: number;
  source: CatalogSoundEffectEvent;
}

export function trackDocument(event: CatalogTrackEvent): TrackDocument {
  if (!event?.trackId) throw invalidArgument('track event without trackId');
  const genres = new Map<string, Facet>();
  for (const genre of event.genres ?? []) {
    genres.set(genre.id, { id: genre.id, name: genre.name });
    if (genre.parent && !genres.has(genre.parent.id)) genres.set(genre.parent.id, { ...genre.parent });
  }
  return {
    id: event.trackId,
    revision: event.revision,
    visible: event.status === 'published',
    title: event.title,
    titlePhrase: normalizedPhrase(event.title),
    artists: [...(event.mainArtists ?? []), ...(event.featuredArtists ?? [])],
    moods: (event.moods ?? []).map(({ id, name }) => ({ id, name })),
    genres: [...genres.values()],
    bpm: event.bpm ?? null,
    lengthSeconds: Math.round(event.lengthSeconds ?? 0),
    added: event.added,
    hasVocals: event.hasVocals,
    isExplicit: event.isExplicit,
    popularity: 0,
    source: event,
  };
}

export function soundEffectDocument(event: CatalogSoundEffectEvent): SoundEffectDocument {
  if (!event?.soundEffectId) throw invalidArgument('sound effect event without soundEffectId');
  const categories = new Set<string>();
  for (const category of event.categories ?? []) {
    categories.add(category.name);
    if (category.parent) categories.add(category.parent.name);
  }
  return {
    id: event.soundEffectId,
    revision: event.revision,
    title: event.title,
    titlePhrase: normalizedPhrase(event.title),
    categories: [...categories],
    added: new Date(event.added).toISOString(),
    lengthSeconds: event.lengthSeconds,
    popularity: 0,
    source: event,
  };
}

/** True when `incoming` may replace `stored`: the newest revision wins, a replay changes nothing. */
export function supersedes(incoming: { revision: number }, stored: { revision: number } | undefined): boolean {
  return stored === undefined || incoming.revision >= stored.revision;
}
