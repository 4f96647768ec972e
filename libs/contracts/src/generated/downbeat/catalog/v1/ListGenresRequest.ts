// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';
import type { ListingSort as _downbeat_catalog_v1_ListingSort, ListingSort__Output as _downbeat_catalog_v1_ListingSort__Output } from '../../../downbeat/catalog/v1/ListingSort';
import type { SortOrder as _downbeat_common_v1_SortOrder, SortOrder__Output as _downbeat_common_v1_SortOrder__Output } from '../../../downbeat/common/v1/SortOrder';
import type { ListingType as _downbeat_catalog_v1_ListingType, ListingType__Output as _downbeat_catalog_v1_ListingType__Output } from '../../../downbeat/catalog/v1/ListingType';

export interface ListGenresRequest {
  'partnerId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  'sort'?: (_downbeat_catalog_v1_ListingSort);
  'order'?: (_downbeat_common_v1_SortOrder);
  'type'?: (_downbeat_catalog_v1_ListingType);
}

export interface ListGenresRequest__Output {
  'partnerId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  'sort': (_downbeat_catalog_v1_ListingSort__Output);
  'order': (_downbeat_common_v1_SortOrder__Output);
  'type': (_downbeat_catalog_v1_ListingType__Output);
}
