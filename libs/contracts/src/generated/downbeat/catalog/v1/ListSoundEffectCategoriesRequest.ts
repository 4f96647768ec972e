// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';
import type { ListingType as _downbeat_catalog_v1_ListingType, ListingType__Output as _downbeat_catalog_v1_ListingType__Output } from '../../../downbeat/catalog/v1/ListingType';

export interface ListSoundEffectCategoriesRequest {
  'partnerId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  /**
   * ALL or FEATURED; PARTNER_TIER is INVALID_ARGUMENT.
   */
  'type'?: (_downbeat_catalog_v1_ListingType);
}

export interface ListSoundEffectCategoriesRequest__Output {
  'partnerId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  /**
   * ALL or FEATURED; PARTNER_TIER is INVALID_ARGUMENT.
   */
  'type': (_downbeat_catalog_v1_ListingType__Output);
}
