/**
 * Settings and mappings of the two indices, and how a domain document becomes an OpenSearch
 * document. The text analyzer mirrors domain/text-analysis.ts step by step (pattern tokenizer,
 * lowercase, ASCII folding, English stop words, minimal English stemmer), so both engines see the
 * same terms. Query-side analysis happens in the domain: queries send analysed terms.
 */
import type { SoundEffectDocument, TrackDocument } from '../../domain/documents';
import { TOKEN_SEPARATOR, words } from '../../domain/text-analysis';

const settings = {
  // One shard: exact term statistics and exact aggregation counts; 100,000 tracks fit easily.
  number_of_shards: 1,
  auto_expand_replicas: '0-1',
  analysis: {
    tokenizer: { downbeat_words: { type: 'pattern', pattern: TOKEN_SEPARATOR } },
    filter: {
      downbeat_stop: { type: 'stop', stopwords: '_english_' },
      downbeat_plural: { type: 'stemmer', language: 'minimal_english' },
    },
    analyzer: {
      downbeat_text: {
        type: 'custom',
        tokenizer: 'downbeat_words',
        filter: ['lowercase', 'asciifolding', 'downbeat_stop', 'downbeat_plural'],
      },
    },
  },
};

/** Searched text: analysed words; `index_prefixes` makes prefix queries on unfinished words cheap. */
const text = { type: 'text', analyzer: 'downbeat_text', index_prefixes: { min_chars: 2, max_chars: 10 } };
const keyword = { type: 'keyword' };
/** The catalog event the document came from, kept for reindex, not indexed. */
const source = { type: 'object', enabled: false };

export const trackIndex = {
  settings,
  mappings: {
    dynamic: 'strict',
    properties: {
      id: keyword,
      revision: { type: 'long' },
      visible: { type: 'boolean' },
      title: text,
      /** Exact-title bonus and the title sort. */
      titlePhrase: keyword,
      /** Folded title words, unstemmed: completions for suggestions. */
      titleWords: keyword,
      artists: text,
      artistNames: keyword,
      artistWords: keyword,
      moodIds: keyword,
      moodText: text,
      moodNames: keyword,
      moodWords: keyword,
      /** `id\u001fname`: one aggregation bucket per mood, with its name. */
      moodFacets: keyword,
      /** The track's genres and their parents. */
      genreIds: keyword,
      genreText: text,
      genreNames: keyword,
      genreWords: keyword,
      genreFacets: keyword,
      bpm: { type: 'integer' },
      lengthSeconds: { type: 'integer' },
      /** Counted previews and downloads (scripted-writes.ts). */
      popularity: { type: 'long' },
      added: { type: 'date', format: 'strict_date' },
      hasVocals: { type: 'boolean' },
      isExplicit: { type: 'boolean' },
      source,
    },
  },
};

export const soundEffectIndex = {
  settings,
  mappings: {
    dynamic: 'strict',
    properties: {
      id: keyword,
      revision: { type: 'long' },
      title: text,
      titlePhrase: keyword,
      categoryText: text,
      added: { type: 'date', format: 'strict_date_optional_time' },
      lengthSeconds: { type: 'double' },
      popularity: { type: 'long' },
      source,
    },
  },
};

export const FACET_SEPARATOR = '\u001f';

export function trackBody(track: TrackDocument) {
  const names = (facets: Array<{ name: string }>) => [...new Set(facets.map((facet) => facet.name))];
  const wordsOf = (values: string[]) => [...new Set(values.flatMap(words))];
  return {
    id: track.id,
    revision: track.revision,
    visible: track.visible,
    title: track.title,
    titlePhrase: track.titlePhrase,
    titleWords: wordsOf([track.title]),
    artists: track.artists,
    artistNames: [...new Set(track.artists)],
    artistWords: wordsOf(track.artists),
    moodIds: track.moods.map((mood) => mood.id),
    moodText: track.moods.map((mood) => mood.name),
    moodNames: names(track.moods),
    moodWords: wordsOf(names(track.moods)),
    moodFacets: track.moods.map((mood) => `${mood.id}${FACET_SEPARATOR}${mood.name}`),
    genreIds: track.genres.map((genre) => genre.id),
    genreText: track.genres.map((genre) => genre.name),
    genreNames: names(track.genres),
    genreWords: wordsOf(names(track.genres)),
    genreFacets: track.genres.map((genre) => `${genre.id}${FACET_SEPARATOR}${genre.name}`),
    bpm: track.bpm,
    lengthSeconds: track.lengthSeconds,
    popularity: track.popularity,
    added: track.added,
    hasVocals: track.hasVocals,
    isExplicit: track.isExplicit,
    source: track.source,
  };
}

export function soundEffectBody(effect: SoundEffectDocument) {
  return {
    id: effect.id,
    revision: effect.revision,
    title: effect.title,
    titlePhrase: effect.titlePhrase,
    categoryText: effect.categories,
    added: effect.added,
    lengthSeconds: effect.lengthSeconds,
    popularity: effect.popularity,
    source: effect.source,
  };
}
