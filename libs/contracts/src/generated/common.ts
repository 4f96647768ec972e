import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AggregationBucket as _downbeat_common_v1_AggregationBucket, AggregationBucket__Output as _downbeat_common_v1_AggregationBucket__Output } from './downbeat/common/v1/AggregationBucket';
import type { Aggregations as _downbeat_common_v1_Aggregations, Aggregations__Output as _downbeat_common_v1_Aggregations__Output } from './downbeat/common/v1/Aggregations';
import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from './downbeat/common/v1/GenreReference';
import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from './downbeat/common/v1/PageRequest';
import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from './downbeat/common/v1/Reference';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    common: {
      v1: {
        AggregationBucket: MessageTypeDefinition<_downbeat_common_v1_AggregationBucket, _downbeat_common_v1_AggregationBucket__Output>
        Aggregations: MessageTypeDefinition<_downbeat_common_v1_Aggregations, _downbeat_common_v1_Aggregations__Output>
        GenreReference: MessageTypeDefinition<_downbeat_common_v1_GenreReference, _downbeat_common_v1_GenreReference__Output>
        PageRequest: MessageTypeDefinition<_downbeat_common_v1_PageRequest, _downbeat_common_v1_PageRequest__Output>
        Reference: MessageTypeDefinition<_downbeat_common_v1_Reference, _downbeat_common_v1_Reference__Output>
        SortOrder: EnumTypeDefinition
      }
    }
  }
}

