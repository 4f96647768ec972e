/** Small factories of catalog events for tests: only what a test states differs from a default. */
import type { CatalogSoundEffectEvent, CatalogTrackEvent } from '@downbeat/contracts';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export interface TrackSpec {
  id: string;
  title: string;
  artists?: string[];
  featuring?: string[];
  moods?: string[];
  /** `[genre]` or `[genre, parent]`. */
  genres?: Array<[string] | [string, string]>;
  added?: string;
  revision?: number;
  status?: CatalogTrackEvent['status'];
  /** null: not analysed. */
  bpm?: number | null;
  lengthSeconds?: number;
}

export function trackEvent(spec: TrackSpec): CatalogTrackEvent {
  return {
    trackId: spec.id,
    revision: spec.revision ?? 1,
    status: spec.status ?? 'published',
    title: spec.title,
    mainArtists: spec.artists ?? ['Nora Vale'],
    featuredArtists: spec.featuring ?? [],
    moods: (spec.moods ?? []).map((name) => ({ id: `mood-${slug(name)}`, name })),
    genres: (spec.genres ?? []).map(([name, parent]) => ({
      id: `genre-${slug(name)}`,
      name,
      ...(parent ? { parent: { id: `genre-${slug(parent)}`, name: parent } } : {}),
    })),
    images: {},
    hasVocals: false,
    isExplicit: false,
    added: spec.added ?? '2025-01-01',
    bpm: spec.bpm === undefined ? 100 : spec.bpm,
    lengthSeconds: spec.lengthSeconds ?? 120,
    master: { uri: `file:///masters/${spec.id}.wav`, sha256: '0'.repeat(64) },
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export interface SoundEffectSpec {
  id: string;
  title: string;
  /** `[category]` or `[category, parent]`. */
  category?: [string] | [string, string];
  added?: string;
  lengthSeconds?: number;
  revision?: number;
}

export function soundEffectEvent(spec: SoundEffectSpec): CatalogSoundEffectEvent {
  const [name, parent] = spec.category ?? ['Misc'];
  return {
    soundEffectId: spec.id,
    revision: spec.revision ?? 1,
    title: spec.title,
    categories: [
      { id: `cat-${slug(name)}`, name, ...(parent ? { parent: { id: `cat-${slug(parent)}`, name: parent } } : {}) },
    ],
    images: {},
    added: spec.added ?? '2025-01-01T00:00:00.000Z',
    lengthSeconds: spec.lengthSeconds ?? 2,
    master: { uri: `file:///masters/${spec.id}.wav`, sha256: '0'.repeat(64) },
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}
