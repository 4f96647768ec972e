// Original file: protos/accounts/v1/admin.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

/**
 * A partner API key as listed: what identifies it, never the key.
 */
export interface ApiKey {
  /**
   * A UUID.
   */
  'id'?: (string);
  'partnerId'?: (string);
  /**
   * The partner's label for it ("CI server").
   */
  'name'?: (string);
  /**
   * The key's first characters (`dbk_live_Ab3dEf`), to tell keys apart.
   */
  'prefix'?: (string);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  /**
   * Absent while the key works.
   */
  'revokedAt'?: (_google_protobuf_Timestamp | null);
  /**
   * When its material was last issued (creation or rotation).
   */
  'issuedAt'?: (_google_protobuf_Timestamp | null);
  '_revokedAt'?: "revokedAt";
}

/**
 * A partner API key as listed: what identifies it, never the key.
 */
export interface ApiKey__Output {
  /**
   * A UUID.
   */
  'id': (string);
  'partnerId': (string);
  /**
   * The partner's label for it ("CI server").
   */
  'name': (string);
  /**
   * The key's first characters (`dbk_live_Ab3dEf`), to tell keys apart.
   */
  'prefix': (string);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  /**
   * Absent while the key works.
   */
  'revokedAt'?: (_google_protobuf_Timestamp__Output | null);
  /**
   * When its material was last issued (creation or rotation).
   */
  'issuedAt': (_google_protobuf_Timestamp__Output | null);
  '_revokedAt'?: "revokedAt";
}
