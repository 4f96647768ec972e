// Original file: protos/catalog/v1/catalog.proto

import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from '../../../downbeat/catalog/v1/Track';

export interface Collection {
  'id'?: (string);
  'name'?: (string);
  /**
   * At most 20 in ListCollections; the requested page in GetCollection; empty when excluded.
   */
  'tracks'?: (_downbeat_catalog_v1_Track)[];
  /**
   * Tracks the requesting partner's users can download without a subscription.
   */
  'availableTracks'?: (number);
  /**
   * Cover art; a default image when the collection has none.
   */
  'images'?: ({[key: string]: string});
  /**
   * All tracks in the collection, for paging.
   */
  'totalTracks'?: (number);
  /**
   * True when the collection is one of the requesting partner's free-tier collections: the
   * partner's choice, or catalog's default free tier while the partner has not chosen. Shown by
   * the partner management API (GET /v0/partner/free-tier), not on the public collection shape.
   */
  'inFreeTier'?: (boolean);
}

export interface Collection__Output {
  'id': (string);
  'name': (string);
  /**
   * At most 20 in ListCollections; the requested page in GetCollection; empty when excluded.
   */
  'tracks': (_downbeat_catalog_v1_Track__Output)[];
  /**
   * Tracks the requesting partner's users can download without a subscription.
   */
  'availableTracks': (number);
  /**
   * Cover art; a default image when the collection has none.
   */
  'images': ({[key: string]: string});
  /**
   * All tracks in the collection, for paging.
   */
  'totalTracks': (number);
  /**
   * True when the collection is one of the requesting partner's free-tier collections: the
   * partner's choice, or catalog's default free tier while the partner has not chosen. Shown by
   * the partner management API (GET /v0/partner/free-tier), not on the public collection shape.
   */
  'inFreeTier': (boolean);
}
