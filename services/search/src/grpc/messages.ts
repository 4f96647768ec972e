/** Translations between protobuf enums and domain values; no decisions beyond defaults of unset enums. */
import type { search } from '@downbeat/contracts';
import type { Order, SoundEffectSort, TrackSort } from '../domain/queries';
import type { IndexKind } from '../domain/search-engine';
import type { SuggestionType } from '../domain/suggestions';

export function trackSort(sort: string | undefined): TrackSort {
  const sorts: Record<string, TrackSort> = {
    TRACK_SORT_DATE: 'date',
    TRACK_SORT_TITLE: 'title',
    TRACK_SORT_POPULARITY: 'popularity',
    TRACK_SORT_DURATION: 'duration',
    TRACK_SORT_BPM: 'bpm',
  };
  return sorts[sort ?? ''] ?? 'relevance';
}

export function soundEffectSort(sort: string | undefined): SoundEffectSort {
  const sorts: Record<string, SoundEffectSort> = {
    SOUND_EFFECT_SEARCH_SORT_NEWEST: 'newest',
    SOUND_EFFECT_SEARCH_SORT_POPULAR: 'popular',
    SOUND_EFFECT_SEARCH_SORT_LENGTH: 'length',
    SOUND_EFFECT_SEARCH_SORT_TITLE: 'title',
  };
  return sorts[sort ?? ''] ?? 'best-match';
}

export function sortOrder(order: string | undefined): Order {
  return order === 'SORT_ORDER_DESC' ? 'desc' : 'asc';
}

export function suggestionType(type: SuggestionType): search.SuggestionType {
  return `SUGGESTION_TYPE_${type}`;
}

export function indexKinds(indices: string[] | undefined): IndexKind[] {
  return (indices ?? []).flatMap((index): IndexKind[] =>
    index === 'SEARCH_INDEX_TRACKS' ? ['tracks'] : index === 'SEARCH_INDEX_SOUND_EFFECTS' ? ['sound-effects'] : [],
  );
}

export function searchIndex(kind: IndexKind): search.SearchIndex {
  return kind === 'tracks' ? 'SEARCH_INDEX_TRACKS' : 'SEARCH_INDEX_SOUND_EFFECTS';
}
