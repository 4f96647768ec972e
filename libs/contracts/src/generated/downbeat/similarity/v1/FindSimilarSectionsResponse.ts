// Original file: protos/similarity/v1/similarity.proto

import type { TrackSection as _downbeat_similarity_v1_TrackSection, TrackSection__Output as _downbeat_similarity_v1_TrackSection__Output } from '../../../downbeat/similarity/v1/TrackSection';

export interface FindSimilarSectionsResponse {
  'trackSections'?: (_downbeat_similarity_v1_TrackSection)[];
  'total'?: (number);
}

export interface FindSimilarSectionsResponse__Output {
  'trackSections': (_downbeat_similarity_v1_TrackSection__Output)[];
  'total': (number);
}
