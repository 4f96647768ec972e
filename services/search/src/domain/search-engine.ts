/**
 * The search engine port. Adapters: OpenSearch (distributed mode) and an in-process index
 * (embedded mode). Both rank by the rules of queries.ts and analyse text with text-analysis.ts;
 * the shared suite in search-engine.contract.ts proves they give the same answers.
 *
 * Failures of the backing system are DomainError 'unavailable', raised quickly.
 */
import type { SoundEffectDocument, TrackDocument } from './documents';
import type { SoundEffectSearch, TextQuery, TrackSearch } from './queries';

export interface FacetCount {
  id: string;
  name: string;
  count: number;
}

export interface TrackResults {
  ids: string[];
  total: number;
  /** Over every match, not only the page; count descending, then id. */
  aggregations: { moods: FacetCount[]; genres: FacetCount[] };
}

export interface SoundEffectResults {
  ids: string[];
  total: number;
}

/** A completion candidate and how many visible tracks carry it. */
export interface Candidate {
  value: string;
  count: number;
}

/**
 * What suggestions are assembled from: for tracks matching every finished word of the term, the
 * title words, moods, genres and artists that start with the unfinished word.
 */
export interface SuggestionCandidates {
  words: Candidate[];
  moods: Candidate[];
  genres: Candidate[];
  artists: Candidate[];
}

export interface SuggestionQuery {
  /** The finished words; candidates come from tracks that match them all. */
  context: TextQuery;
  /** The unfinished word, folded. */
  prefix: string;
  /** Per kind, at most this many candidates (most frequent first, then alphabetical). */
  size: number;
}

export type IndexKind = 'tracks' | 'sound-effects';

/** Progress of a rebuild, reported as it goes. */
export interface RebuildProgress {
  kind: IndexKind;
  copied: number;
  total: number;
}

export interface SearchEngine {
  readonly name: string;
  /** Creates the indices when missing; idempotent. */
  start(): Promise<void>;
  /** Applies the document unless a newer revision is stored; the same document twice is a no-op. */
  putTrack(document: TrackDocument): Promise<void>;
  putSoundEffect(document: SoundEffectDocument): Promise<void>;
  /** For a tombstone (an event without data): forget the entity. */
  removeTrack(id: string): Promise<void>;
  removeSoundEffect(id: string): Promise<void>;
  /**
   * Adds previews and downloads to sound effects' popularity (id → how many). Ids of known tracks
   * are dropped. Order independent: a count for a sound effect not indexed yet applies once it
   * is; a newer catalog revision and a rebuild keep the count; a tombstone forgets it.
   */
  addPopularity(counts: ReadonlyMap<string, number>): Promise<void>;
  searchTracks(search: TrackSearch): Promise<TrackResults>;
  searchSoundEffects(search: SoundEffectSearch): Promise<SoundEffectResults>;
  suggestionCandidates(query: SuggestionQuery): Promise<SuggestionCandidates>;
  /**
   * Builds a new generation of an index from the catalog events the current one stores, re-derived
   * with `derive` (today's code and mappings), while live writes go to both; then switches reads to
   * it atomically and drops the old one. Queries keep answering throughout.
   */
  rebuild<D extends TrackDocument | SoundEffectDocument>(
    kind: IndexKind,
    derive: (source: D['source']) => D,
    onProgress: (progress: RebuildProgress) => void,
  ): Promise<{ generation: string; documents: number }>;
  /** Makes everything written so far searchable (tests, reindex). */
  refresh(): Promise<void>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}
