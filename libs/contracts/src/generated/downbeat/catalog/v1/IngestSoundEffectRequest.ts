// Original file: protos/catalog/v1/catalog_admin.proto

import type { MasterFile as _downbeat_catalog_v1_MasterFile, MasterFile__Output as _downbeat_catalog_v1_MasterFile__Output } from '../../../downbeat/catalog/v1/MasterFile';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface IngestSoundEffectRequest {
  'master'?: (_downbeat_catalog_v1_MasterFile | null);
  'title'?: (string);
  'categoryIds'?: (string)[];
  'images'?: ({[key: string]: string});
  /**
   * Seconds, fractional, as probed by the ingest CLI.
   */
  'lengthSeconds'?: (number | string);
  /**
   * Absent: the time of the first ingest.
   */
  'added'?: (_google_protobuf_Timestamp | null);
  /**
   * The sound effect's id (a UUID) when the caller fixes it; absent: derived from the checksum.
   */
  'soundEffectId'?: (string);
  /**
   * As IngestTrackRequest.image.
   */
  'image'?: (string);
  '_added'?: "added";
  '_soundEffectId'?: "soundEffectId";
  '_image'?: "image";
}

export interface IngestSoundEffectRequest__Output {
  'master': (_downbeat_catalog_v1_MasterFile__Output | null);
  'title': (string);
  'categoryIds': (string)[];
  'images': ({[key: string]: string});
  /**
   * Seconds, fractional, as probed by the ingest CLI.
   */
  'lengthSeconds': (number);
  /**
   * Absent: the time of the first ingest.
   */
  'added'?: (_google_protobuf_Timestamp__Output | null);
  /**
   * The sound effect's id (a UUID) when the caller fixes it; absent: derived from the checksum.
   */
  'soundEffectId'?: (string);
  /**
   * As IngestTrackRequest.image.
   */
  'image'?: (string);
  '_added'?: "added";
  '_soundEffectId'?: "soundEffectId";
  '_image'?: "image";
}
