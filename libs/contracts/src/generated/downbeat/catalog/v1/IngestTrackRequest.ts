// Original file: protos/catalog/v1/catalog_admin.proto

import type { MasterFile as _downbeat_catalog_v1_MasterFile, MasterFile__Output as _downbeat_catalog_v1_MasterFile__Output } from '../../../downbeat/catalog/v1/MasterFile';

export interface IngestTrackRequest {
  'master'?: (_downbeat_catalog_v1_MasterFile | null);
  'title'?: (string);
  'mainArtists'?: (string)[];
  'featuredArtists'?: (string)[];
  'moodIds'?: (string)[];
  'genreIds'?: (string)[];
  'hasVocals'?: (boolean);
  'isExplicit'?: (boolean);
  'images'?: ({[key: string]: string});
  /**
   * YYYY-MM-DD; absent: the day of the first ingest.
   */
  'added'?: (string);
  /**
   * Beats per minute when the metadata fixes it; absent: the analysis decides.
   */
  'bpm'?: (number);
  /**
   * The track's id (a UUID) when the caller fixes it, e.g. the demo catalog; absent: derived from
   * the master checksum.
   */
  'trackId'?: (string);
  /**
   * The track's picture: an http(s) URL or an absolute path on the shared volume, made into the
   * image sizes by media before anything is recorded (INVALID_ARGUMENT on `image` when it cannot
   * be). Absent, with no `images` either: generated cover art.
   */
  'image'?: (string);
  '_added'?: "added";
  '_bpm'?: "bpm";
  '_trackId'?: "trackId";
  '_image'?: "image";
}

export interface IngestTrackRequest__Output {
  'master': (_downbeat_catalog_v1_MasterFile__Output | null);
  'title': (string);
  'mainArtists': (string)[];
  'featuredArtists': (string)[];
  'moodIds': (string)[];
  'genreIds': (string)[];
  'hasVocals': (boolean);
  'isExplicit': (boolean);
  'images': ({[key: string]: string});
  /**
   * YYYY-MM-DD; absent: the day of the first ingest.
   */
  'added'?: (string);
  /**
   * Beats per minute when the metadata fixes it; absent: the analysis decides.
   */
  'bpm'?: (number);
  /**
   * The track's id (a UUID) when the caller fixes it, e.g. the demo catalog; absent: derived from
   * the master checksum.
   */
  'trackId'?: (string);
  /**
   * The track's picture: an http(s) URL or an absolute path on the shared volume, made into the
   * image sizes by media before anything is recorded (INVALID_ARGUMENT on `image` when it cannot
   * be). Absent, with no `images` either: generated cover art.
   */
  'image'?: (string);
  '_added'?: "added";
  '_bpm'?: "bpm";
  '_trackId'?: "trackId";
  '_image'?: "image";
}
