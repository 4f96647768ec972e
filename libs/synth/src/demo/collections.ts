/**
 * The demo catalog's six curated collections, filled from the planned tracks by genre, mood and
 * tempo. Two are the free tier by default (Fresh Finds, then Sunny Days). Like every demo record
 * they name no picture: the catalog shows their generated cover art.
 */
import { type Genre } from '../synth/genres';

export interface CollectionRecord {
  type: 'collection';
  id: string;
  name: string;
  trackIds: string[];
  freeTierByDefault: boolean;
  freeTierOrder: number;
}

/** What a collection rule looks at: the track's record and its synthesised style. */
export interface CollectionCandidate {
  id: string;
  added: string;
  bpm: number;
  moodIds: string[];
  style: Genre;
}

interface CollectionRule {
  id: string;
  name: string;
  freeTierOrder?: number;
  /** Candidates in display order; the newest-first rule sorts, the others keep catalog order. */
  pick(tracks: CollectionCandidate[]): CollectionCandidate[];
}

const MAX_TRACKS = 12;
/** Small catalogs still give every collection something to show. */
const MIN_TRACKS = 3;

const withMood =
  (...moods: string[]) =>
  (track: CollectionCandidate) =>
    track.moodIds.some((mood) => moods.includes(mood));
const ofStyle =
  (...styles: Genre[]) =>
  (track: CollectionCandidate) =>
    styles.includes(track.style);

const RULES: CollectionRule[] = [
  {
    id: 'collection-fresh-finds',
    name: 'Fresh Finds',
    freeTierOrder: 0,
    pick: (tracks) =>
      [...tracks].sort((a, b) => b.added.localeCompare(a.added) || a.id.localeCompare(b.id)).slice(0, 10),
  },
  {
    id: 'collection-sunny-days',
    name: 'Sunny Days',
    freeTierOrder: 1,
    pick: (tracks) => tracks.filter(withMood('mood-happy', 'mood-uplifting', 'mood-playful')),
  },
  {
    id: 'collection-late-night',
    name: 'Late Night',
    pick: (tracks) => tracks.filter(withMood('mood-chill', 'mood-dreamy', 'mood-dark', 'mood-romantic')),
  },
  {
    id: 'collection-cinematic-moments',
    name: 'Cinematic Moments',
    pick: (tracks) => tracks.filter((track) => ofStyle('cinematic')(track) || withMood('mood-epic')(track)),
  },
  {
    id: 'collection-club-energy',
    name: 'Club Energy',
    pick: (tracks) => tracks.filter((track) => ofStyle('house', 'hip-hop')(track) || withMood('mood-energetic')(track)),
  },
  {
    id: 'collection-quiet-hours',
    name: 'Quiet Hours',
    pick: (tracks) => tracks.filter((track) => ofStyle('ambient', 'folk', 'jazz')(track) && track.bpm < 110),
  },
];

export function planCollections(tracks: CollectionCandidate[]): CollectionRecord[] {
  return RULES.map((rule) => {
    const picked = rule.pick(tracks).slice(0, MAX_TRACKS);
    const topUp = tracks.filter((track) => !picked.includes(track)).slice(0, Math.max(0, MIN_TRACKS - picked.length));
    return {
      type: 'collection',
      id: rule.id,
      name: rule.name,
      trackIds: [...picked, ...topUp].map((track) => track.id),
      freeTierByDefault: rule.freeTierOrder !== undefined,
      freeTierOrder: rule.freeTierOrder ?? 0,
    };
  });
}
