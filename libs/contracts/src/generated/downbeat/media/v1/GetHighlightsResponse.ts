// Original file: protos/media/v1/media.proto

import type { Highlight as _downbeat_media_v1_Highlight, Highlight__Output as _downbeat_media_v1_Highlight__Output } from '../../../downbeat/media/v1/Highlight';

export interface GetHighlightsResponse {
  /**
   * One per requested duration, in request order; a duration longer than the track's music has
   * none (a highlight always lasts exactly its duration and starts on a downbeat).
   */
  'highlights'?: (_downbeat_media_v1_Highlight)[];
}

export interface GetHighlightsResponse__Output {
  /**
   * One per requested duration, in request order; a duration longer than the track's music has
   * none (a highlight always lasts exactly its duration and starts on a downbeat).
   */
  'highlights': (_downbeat_media_v1_Highlight__Output)[];
}
