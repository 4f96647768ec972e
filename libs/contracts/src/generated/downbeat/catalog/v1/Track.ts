// Original file: protos/catalog/v1/catalog.proto

import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from '../../../downbeat/common/v1/Reference';
import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from '../../../downbeat/common/v1/GenreReference';

export interface Track {
  'id'?: (string);
  'mainArtists'?: (string)[];
  'featuredArtists'?: (string)[];
  'title'?: (string);
  'bpm'?: (number);
  /**
   * Rounded to whole seconds.
   */
  'lengthSeconds'?: (number);
  'moods'?: (_downbeat_common_v1_Reference)[];
  'genres'?: (_downbeat_common_v1_GenreReference)[];
  'images'?: ({[key: string]: string});
  'hasVocals'?: (boolean);
  /**
   * The date the track joined the catalog, YYYY-MM-DD.
   */
  'added'?: (string);
  'isExplicit'?: (boolean);
  /**
   * True when the track is in none of the requesting partner's free-tier collections.
   */
  'isPreviewOnly'?: (boolean);
  /**
   * Absolute URL of the track's waveform (audiowaveform JSON) on the media edge; it answers 404
   * until the track's audio is analysed.
   */
  'waveformUrl'?: (string);
}

export interface Track__Output {
  'id': (string);
  'mainArtists': (string)[];
  'featuredArtists': (string)[];
  'title': (string);
  'bpm': (number);
  /**
   * Rounded to whole seconds.
   */
  'lengthSeconds': (number);
  'moods': (_downbeat_common_v1_Reference__Output)[];
  'genres': (_downbeat_common_v1_GenreReference__Output)[];
  'images': ({[key: string]: string});
  'hasVocals': (boolean);
  /**
   * The date the track joined the catalog, YYYY-MM-DD.
   */
  'added': (string);
  'isExplicit': (boolean);
  /**
   * True when the track is in none of the requesting partner's free-tier collections.
   */
  'isPreviewOnly': (boolean);
  /**
   * Absolute URL of the track's waveform (audiowaveform JSON) on the media edge; it answers 404
   * until the track's audio is analysed.
   */
  'waveformUrl': (string);
}
