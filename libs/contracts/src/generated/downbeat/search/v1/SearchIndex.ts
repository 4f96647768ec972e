// Original file: protos/search/v1/search.proto

export const SearchIndex = {
  SEARCH_INDEX_UNSPECIFIED: 'SEARCH_INDEX_UNSPECIFIED',
  SEARCH_INDEX_TRACKS: 'SEARCH_INDEX_TRACKS',
  SEARCH_INDEX_SOUND_EFFECTS: 'SEARCH_INDEX_SOUND_EFFECTS',
} as const;

export type SearchIndex =
  | 'SEARCH_INDEX_UNSPECIFIED'
  | 0
  | 'SEARCH_INDEX_TRACKS'
  | 1
  | 'SEARCH_INDEX_SOUND_EFFECTS'
  | 2

export type SearchIndex__Output = typeof SearchIndex[keyof typeof SearchIndex]
