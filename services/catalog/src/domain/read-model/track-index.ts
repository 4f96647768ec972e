import type { GenreDocument, TrackDocument } from '../documents';
import type { Page } from '../paging';
import { membershipsOf } from './track-memberships';

/** Any of the genres (a parent genre matches its children's tracks), any of the moods, BPM inclusive. */
export interface TrackFilter {
  genreIds?: string[];
  moodIds?: string[];
  bpmMin?: number;
  bpmMax?: number;
}

/** Newest first; ties by id (the listing order of every track list but a collection's). */
export function newestFirst(a: TrackDocument, b: TrackDocument): number {
  if (a.added !== b.added) return a.added < b.added ? 1 : -1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Published tracks in listing order, with the position ("rank") of every track in that order and,
 * per mood and per genre, the ranks of the tracks listed under it (ascending, so each list is in
 * listing order too). A filtered page is a merge of a few such lists, a BPM check per candidate
 * and a slice; a count is a list's size.
 */
export class TrackIndex {
  private constructor(
    private readonly ordered: TrackDocument[],
    private readonly byMood: Map<string, Int32Array>,
    private readonly byGenre: Map<string, Int32Array>,
    private readonly bpm: Float64Array,
  ) {}

  static build(tracks: Iterable<TrackDocument>, genres: Map<string, GenreDocument>): TrackIndex {
    const ordered = [...tracks].sort(newestFirst);
    const moods = new Map<string, number[]>();
    const genreLists = new Map<string, number[]>();
    const add = (lists: Map<string, number[]>, id: string, rank: number) => {
      const list = lists.get(id);
      if (list) list.push(rank);
      else lists.set(id, [rank]);
    };
    const bpm = new Float64Array(ordered.length);
    ordered.forEach((track, rank) => {
      bpm[rank] = track.bpm;
      const memberships = membershipsOf(track, genres);
      for (const id of memberships.moodIds) add(moods, id, rank);
      for (const id of memberships.genreIds) add(genreLists, id, rank);
    });
    const typed = (lists: Map<string, number[]>) =>
      new Map([...lists].map(([id, ranks]) => [id, Int32Array.from(ranks)]));
    return new TrackIndex(ordered, typed(moods), typed(genreLists), bpm);
  }

  get size(): number {
    return this.ordered.length;
  }

  /** Published tracks carrying the mood. */
  moodCount(moodId: string): number {
    return this.byMood.get(moodId)?.length ?? 0;
  }

  /** Published tracks of the genre or, for a parent, of it or any of its children. */
  genreCount(genreId: string): number {
    return this.byGenre.get(genreId)?.length ?? 0;
  }

  /** One page of the matching tracks in listing order, and how many match. */
  select(filter: TrackFilter, page: Page): { tracks: TrackDocument[]; total: number } {
    const byGenre = filter.genreIds?.length ? union(filter.genreIds.map((id) => this.byGenre.get(id))) : undefined;
    const byMood = filter.moodIds?.length ? union(filter.moodIds.map((id) => this.byMood.get(id))) : undefined;
    const candidates = byGenre && byMood ? intersection(byGenre, byMood) : (byGenre ?? byMood);
    const count = candidates ? candidates.length : this.ordered.length;
    const rankAt = candidates ? (i: number) => candidates[i]! : (i: number) => i;
    const { bpmMin, bpmMax } = filter;
    if (bpmMin === undefined && bpmMax === undefined) {
      const end = Math.min(count, page.offset + page.limit);
      const tracks: TrackDocument[] = [];
      for (let i = page.offset; i < end; i += 1) tracks.push(this.ordered[rankAt(i)]!);
      return { tracks, total: count };
    }
    const low = bpmMin ?? -Infinity;
    const high = bpmMax ?? Infinity;
    const tracks: TrackDocument[] = [];
    let total = 0;
    for (let i = 0; i < count; i += 1) {
      const rank = rankAt(i);
      const bpm = this.bpm[rank]!;
      if (bpm < low || bpm > high) continue;
      if (total >= page.offset && tracks.length < page.limit) tracks.push(this.ordered[rank]!);
      total += 1;
    }
    return { tracks, total };
  }
}

const EMPTY = new Int32Array(0);

/** Ascending rank lists merged into one, without repeats. */
function union(lists: (Int32Array | undefined)[]): Int32Array {
  const present = lists.filter((list): list is Int32Array => list !== undefined && list.length > 0);
  if (present.length === 0) return EMPTY;
  if (present.length === 1) return present[0]!;
  const all = new Int32Array(present.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of present) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let unique = 0;
  for (let i = 0; i < all.length; i += 1) if (i === 0 || all[i] !== all[i - 1]) all[unique++] = all[i]!;
  return all.subarray(0, unique);
}

function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      both[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return both.subarray(0, n);
}
