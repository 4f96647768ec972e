// Original file: protos/accounts/v1/admin.proto


/**
 * Returned only when a secret is issued.
 */
export interface PartnerCredentials {
  'accessKeyId'?: (string);
  'accessKeySecret'?: (string);
}

/**
 * Returned only when a secret is issued.
 */
export interface PartnerCredentials__Output {
  'accessKeyId': (string);
  'accessKeySecret': (string);
}
