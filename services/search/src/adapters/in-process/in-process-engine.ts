/**
 * The embedded mode's search engine: documents and inverted indices in this process's memory,
 * with the catalog events behind them kept in a DocumentStore when one is given (restarts).
 */
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { CatalogSoundEffectEvent, CatalogTrackEvent } from '@downbeat/contracts';
import type { DocumentStore } from '@downbeat/platform';
import {
  soundEffectDocument,
  supersedes,
  trackDocument,
  type SoundEffectDocument,
  type TrackDocument,
} from '../../domain/documents';
import {
  isEmptyText,
  SOUND_EFFECT_WEIGHTS,
  soundEffectSortKeys,
  TRACK_WEIGHTS,
  trackSortKeys,
  inBpmRange,
  type SoundEffectSearch,
  type SortKey,
  type TextQuery,
  type TrackSearch,
} from '../../domain/queries';
import type {
  Candidate,
  FacetCount,
  IndexKind,
  RebuildProgress,
  SearchEngine,
  SoundEffectResults,
  SuggestionCandidates,
  SuggestionQuery,
  TrackResults,
} from '../../domain/search-engine';
import { terms, words } from '../../domain/text-analysis';
import { InvertedIndex } from './inverted-index';

type TrackField = 'title' | 'artists' | 'moods' | 'genres';
type SoundEffectField = 'title' | 'categories';

const { exactTitle: _t, ...trackFieldWeights } = TRACK_WEIGHTS;
const { exactTitle: _s, ...soundEffectFieldWeights } = SOUND_EFFECT_WEIGHTS;

/** One generation of one kind of document: the documents and their inverted index. */
class Generation<D extends { id: string; revision: number }, Field extends string> {
  readonly documents = new Map<string, D>();
  readonly index: InvertedIndex<Field>;

  constructor(
    weights: Record<Field, { exact: number; fuzzy: number; prefix: number }>,
    private readonly fields: (document: D) => Record<Field, string[]>,
  ) {
    this.index = new InvertedIndex(weights);
  }

  /** False when a newer revision is stored already. */
  put(document: D): boolean {
    if (!supersedes(document, this.documents.get(document.id))) return false;
    this.documents.set(document.id, document);
    this.index.put(document.id, this.fields(document));
    return true;
  }

  remove(id: string): void {
    this.documents.delete(id);
    this.index.remove(id);
  }
}

const trackFields = (track: TrackDocument): Record<TrackField, string[]> => ({
  title: terms(track.title),
  artists: track.artists.flatMap(terms),
  moods: track.moods.flatMap((mood) => terms(mood.name)),
  genres: track.genres.flatMap((genre) => terms(genre.name)),
});

const soundEffectFields = (effect: SoundEffectDocument): Record<SoundEffectField, string[]> => ({
  title: terms(effect.title),
  categories: effect.categories.flatMap(terms),
});

export interface InProcessSearchEngineOptions {
  /**
   * Keeps the catalog events behind the documents (the embedded mode's SQLite store), so the
   * index survives a restart: the event bus resumes after what was indexed, it does not replay it.
   */
  store?: DocumentStore;
}

interface StoredSource<Source> {
  _id: string;
  revision: number;
  source: Source;
}

interface StoredPopularity {
  _id: string;
  count: number;
}

const STORED = {
  tracks: 'search_track_sources',
  soundEffects: 'search_sound_effect_sources',
  popularity: 'search_sound_effect_popularity',
} as const;

export class InProcessSearchEngine implements SearchEngine {
  readonly name = 'in-process';
  private readonly store: DocumentStore | undefined;
  private tracks = newTrackGeneration();
  private soundEffects = newSoundEffectGeneration();
  /** Generations under construction by `rebuild`; live writes go there too. */
  private nextTracks: Generation<TrackDocument, TrackField> | undefined;
  private nextSoundEffects: Generation<SoundEffectDocument, SoundEffectField> | undefined;
  private generations = 1;
  /**
   * Counted previews and downloads per track or sound-effect id, beside the documents rather than
   * in them: a catalog write or a rebuild replaces documents and leaves the counts; counts of ids
   * not indexed yet wait here. (Stored in `search_sound_effect_popularity`, its name from before
   * tracks were counted too.)
   */
  private readonly popularity = new Map<string, number>();

  constructor(options: InProcessSearchEngineOptions = {}) {
    this.store = options.store;
  }

  /** Loads what the store kept from the last run. */
  async start(): Promise<void> {
    if (!this.store) return;
    const tracks = await this.store.collection<StoredSource<CatalogTrackEvent>>(STORED.tracks).find({});
    for (const stored of tracks) this.tracks.put(trackDocument(stored.source));
    const effects = await this.store.collection<StoredSource<CatalogSoundEffectEvent>>(STORED.soundEffects).find({});
    for (const stored of effects) this.soundEffects.put(soundEffectDocument(stored.source));
    const counts = await this.store.collection<StoredPopularity>(STORED.popularity).find({});
    for (const stored of counts) this.popularity.set(stored._id, stored.count);
  }

  async putTrack(document: TrackDocument): Promise<void> {
    this.nextTracks?.put(document);
    if (this.tracks.put(document)) await this.keep(STORED.tracks, document);
  }

  async putSoundEffect(document: SoundEffectDocument): Promise<void> {
    this.nextSoundEffects?.put(document);
    if (this.soundEffects.put(document)) await this.keep(STORED.soundEffects, document);
  }

  async removeTrack(id: string): Promise<void> {
    this.tracks.remove(id);
    this.nextTracks?.remove(id);
    this.popularity.delete(id);
    await this.store?.collection(STORED.tracks).deleteOne({ _id: id });
    await this.store?.collection(STORED.popularity).deleteOne({ _id: id });
  }

  async removeSoundEffect(id: string): Promise<void> {
    this.soundEffects.remove(id);
    this.nextSoundEffects?.remove(id);
    this.popularity.delete(id);
    await this.store?.collection(STORED.soundEffects).deleteOne({ _id: id });
    await this.store?.collection(STORED.popularity).deleteOne({ _id: id });
  }

  async addPopularity(counts: ReadonlyMap<string, number>): Promise<void> {
    for (const [id, count] of counts) {
      this.popularity.set(id, (this.popularity.get(id) ?? 0) + count);
      await this.store
        ?.collection<StoredPopularity>(STORED.popularity)
        .updateOne({ _id: id }, { $inc: { count } }, { upsert: true });
    }
  }

  private async keep(collection: string, document: TrackDocument | SoundEffectDocument): Promise<void> {
    if (!this.store) return;
    const stored = { _id: document.id, revision: document.revision, source: document.source };
    await this.store.collection(collection).replaceOne({ _id: document.id }, stored, { upsert: true });
  }

  async searchTracks(search: TrackSearch): Promise<TrackResults> {
    const matches = this.matchingTracks(search).map(({ document, score }) => ({
      document: { ...document, popularity: this.popularity.get(document.id) ?? 0 },
      score,
    }));
    const moods = new Map<string, FacetCount>();
    const genres = new Map<string, FacetCount>();
    for (const { document } of matches) {
      countFacets(moods, document.moods);
      countFacets(genres, document.genres);
    }
    const sorted = sortMatches(matches, trackSortKeys(search));
    return {
      ids: sorted.slice(search.page.offset, search.page.offset + search.page.limit).map((m) => m.document.id),
      total: matches.length,
      aggregations: { moods: rankFacets(moods), genres: rankFacets(genres) },
    };
  }

  async searchSoundEffects(search: SoundEffectSearch): Promise<SoundEffectResults> {
    const generation = this.soundEffects;
    const matches = scored(
      generation.documents,
      generation.index,
      search.text,
      SOUND_EFFECT_WEIGHTS.exactTitle,
      () => true,
    ).map(({ document, score }) => ({
      document: { ...document, popularity: this.popularity.get(document.id) ?? 0 },
      score,
    }));
    const sorted = sortMatches(matches, soundEffectSortKeys(search));
    return {
      ids: sorted.slice(search.page.offset, search.page.offset + search.page.limit).map((m) => m.document.id),
      total: matches.length,
    };
  }

  async suggestionCandidates(query: SuggestionQuery): Promise<SuggestionCandidates> {
    const counts = { words: new Map<string, number>(), moods: new Map(), genres: new Map(), artists: new Map() };
    const prefixed = (name: string) => words(name).some((word) => word.startsWith(query.prefix));
    const tracks = this.matchingTracks({ text: query.context, genreIds: [], moodIds: [], bpm: {} });
    for (const { document } of tracks) {
      for (const word of new Set(words(document.title)))
        if (word.startsWith(query.prefix)) increment(counts.words, word);
      if (document.moods.some((mood) => prefixed(mood.name)))
        for (const mood of document.moods) increment(counts.moods, mood.name);
      if (document.genres.some((genre) => prefixed(genre.name)))
        for (const genre of document.genres) increment(counts.genres, genre.name);
      if (document.artists.some(prefixed))
        for (const artist of new Set(document.artists)) increment(counts.artists, artist);
    }
    return {
      words: candidates(counts.words),
      moods: candidates(counts.moods),
      genres: candidates(counts.genres),
      artists: candidates(counts.artists),
    };
  }

  async rebuild<D extends TrackDocument | SoundEffectDocument>(
    kind: IndexKind,
    derive: (source: D['source']) => D,
    onProgress: (progress: RebuildProgress) => void,
  ): Promise<{ generation: string; documents: number }> {
    const generation = `${kind}-${++this.generations}`;
    if (kind === 'tracks') {
      const next = (this.nextTracks = newTrackGeneration());
      await copy(
        [...this.tracks.documents.values()],
        (document) => next.put(derive(document.source as D['source']) as TrackDocument),
        kind,
        onProgress,
      );
      this.tracks = next;
      this.nextTracks = undefined;
      return { generation, documents: next.documents.size };
    }
    const next = (this.nextSoundEffects = newSoundEffectGeneration());
    await copy(
      [...this.soundEffects.documents.values()],
      (document) => next.put(derive(document.source as D['source']) as SoundEffectDocument),
      kind,
      onProgress,
    );
    this.soundEffects = next;
    this.nextSoundEffects = undefined;
    return { generation, documents: next.documents.size };
  }

  async refresh(): Promise<void> {}

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}

  private matchingTracks(search: Pick<TrackSearch, 'text' | 'genreIds' | 'moodIds' | 'bpm'>) {
    const generation = this.tracks;
    const genreIds = new Set(search.genreIds);
    const moodIds = new Set(search.moodIds);
    return scored(
      generation.documents,
      generation.index,
      search.text,
      TRACK_WEIGHTS.exactTitle,
      (track: TrackDocument) => {
        if (!track.visible || !inBpmRange(track.bpm, search.bpm)) return false;
        if (genreIds.size > 0 && !track.genres.some((genre) => genreIds.has(genre.id))) return false;
        return moodIds.size === 0 || track.moods.some((mood) => moodIds.has(mood.id));
      },
    );
  }
}

function newTrackGeneration() {
  return new Generation<TrackDocument, TrackField>(trackFieldWeights, trackFields);
}

function newSoundEffectGeneration() {
  return new Generation<SoundEffectDocument, SoundEffectField>(soundEffectFieldWeights, soundEffectFields);
}

interface Match<D> {
  document: D;
  score: number;
}

/** Documents that pass `filter` and match the text (all of them for an empty text), with scores. */
function scored<D extends { id: string; titlePhrase: string }>(
  documents: Map<string, D>,
  index: InvertedIndex<string>,
  text: TextQuery,
  exactTitleBonus: number,
  filter: (document: D) => boolean,
): Match<D>[] {
  const matches: Match<D>[] = [];
  if (isEmptyText(text)) {
    for (const document of documents.values()) if (filter(document)) matches.push({ document, score: 1 });
    return matches;
  }
  for (const [id, score] of index.score(text)) {
    const document = documents.get(id);
    if (!document || !filter(document)) continue;
    const bonus = document.titlePhrase === text.phrase ? exactTitleBonus : 0;
    matches.push({ document, score: score + bonus });
  }
  return matches;
}

/** A missing value (a track without a BPM) sorts last in either direction, as OpenSearch's `missing: _last`. */
function sortMatches<D extends { id: string }>(matches: Match<D>[], keys: SortKey<string>[]): Match<D>[] {
  const value = (match: Match<D>, field: string): string | number | null =>
    field === 'score'
      ? match.score
      : ((match.document as unknown as Record<string, string | number | null>)[field] ?? null);
  return [...matches].sort((a, b) => {
    for (const key of keys) {
      const left = value(a, key.field);
      const right = value(b, key.field);
      if (left === right) continue;
      if (left === null) return 1;
      if (right === null) return -1;
      const ascending = left < right ? -1 : 1;
      return key.direction === 'asc' ? ascending : -ascending;
    }
    return a.document.id < b.document.id ? -1 : a.document.id > b.document.id ? 1 : 0;
  });
}

function countFacets(counts: Map<string, FacetCount>, facets: Array<{ id: string; name: string }>): void {
  for (const facet of facets) {
    const key = `${facet.id}\u001f${facet.name}`;
    const bucket = counts.get(key);
    if (bucket) bucket.count++;
    else counts.set(key, { id: facet.id, name: facet.name, count: 1 });
  }
}

/** Count descending, then by key (id, name) ascending: OpenSearch's terms-aggregation order. */
function rankFacets(counts: Map<string, FacetCount>): FacetCount[] {
  return [...counts.entries()]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([, bucket]) => bucket);
}

function increment(counts: Map<string, number>, value: string): void {
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

function candidates(counts: Map<string, number>): Candidate[] {
  return [...counts].map(([value, count]) => ({ value, count }));
}

async function copy<D>(
  documents: D[],
  put: (document: D) => void,
  kind: IndexKind,
  onProgress: (progress: RebuildProgress) => void,
): Promise<void> {
  const total = documents.length;
  for (let copied = 0; copied < total; copied++) {
    put(documents[copied]!);
    if ((copied + 1) % 1000 === 0) {
      onProgress({ kind, copied: copied + 1, total });
      await yieldToIo();
    }
  }
  onProgress({ kind, copied: total, total });
}
