// Original file: protos/catalog/v1/catalog.proto

import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from '../../../downbeat/common/v1/GenreReference';
import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from '../../../downbeat/common/v1/Reference';

export interface GetTrackParametersResponse {
  'genres'?: (_downbeat_common_v1_GenreReference)[];
  'moods'?: (_downbeat_common_v1_Reference)[];
}

export interface GetTrackParametersResponse__Output {
  'genres': (_downbeat_common_v1_GenreReference__Output)[];
  'moods': (_downbeat_common_v1_Reference__Output)[];
}
