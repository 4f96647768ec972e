// Original file: protos/accounts/v1/admin.proto

import type { PartnerStatus as _downbeat_accounts_v1_PartnerStatus, PartnerStatus__Output as _downbeat_accounts_v1_PartnerStatus__Output } from '../../../downbeat/accounts/v1/PartnerStatus';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';
import type { PartnerSettings as _downbeat_accounts_v1_PartnerSettings, PartnerSettings__Output as _downbeat_accounts_v1_PartnerSettings__Output } from '../../../downbeat/accounts/v1/PartnerSettings';

export interface Partner {
  'id'?: (string);
  'name'?: (string);
  'status'?: (_downbeat_accounts_v1_PartnerStatus);
  /**
   * The public half of the partner's credentials; the secret is never returned after issue.
   */
  'accessKeyId'?: (string);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  'settings'?: (_downbeat_accounts_v1_PartnerSettings | null);
}

export interface Partner__Output {
  'id': (string);
  'name': (string);
  'status': (_downbeat_accounts_v1_PartnerStatus__Output);
  /**
   * The public half of the partner's credentials; the secret is never returned after issue.
   */
  'accessKeyId': (string);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  'settings': (_downbeat_accounts_v1_PartnerSettings__Output | null);
}
