// Original file: protos/accounts/v1/admin.proto


export interface RotateSigningKeyResponse {
  /**
   * The key id that signs from now on.
   */
  'kid'?: (string);
  /**
   * Every key id still published (the new key first).
   */
  'publishedKids'?: (string)[];
  /**
   * Key ids retired by this rotation.
   */
  'retiredKids'?: (string)[];
}

export interface RotateSigningKeyResponse__Output {
  /**
   * The key id that signs from now on.
   */
  'kid': (string);
  /**
   * Every key id still published (the new key first).
   */
  'publishedKids': (string)[];
  /**
   * Key ids retired by this rotation.
   */
  'retiredKids': (string)[];
}
