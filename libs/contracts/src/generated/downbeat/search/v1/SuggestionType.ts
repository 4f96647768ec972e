// Original file: protos/search/v1/search.proto

export const SuggestionType = {
  SUGGESTION_TYPE_UNSPECIFIED: 'SUGGESTION_TYPE_UNSPECIFIED',
  /**
   * A free-text completion.
   */
  SUGGESTION_TYPE_TEXT: 'SUGGESTION_TYPE_TEXT',
  SUGGESTION_TYPE_MOOD: 'SUGGESTION_TYPE_MOOD',
  SUGGESTION_TYPE_GENRE: 'SUGGESTION_TYPE_GENRE',
  SUGGESTION_TYPE_ARTIST: 'SUGGESTION_TYPE_ARTIST',
} as const;

export type SuggestionType =
  | 'SUGGESTION_TYPE_UNSPECIFIED'
  | 0
  /**
   * A free-text completion.
   */
  | 'SUGGESTION_TYPE_TEXT'
  | 1
  | 'SUGGESTION_TYPE_MOOD'
  | 2
  | 'SUGGESTION_TYPE_GENRE'
  | 3
  | 'SUGGESTION_TYPE_ARTIST'
  | 4

export type SuggestionType__Output = typeof SuggestionType[keyof typeof SuggestionType]
