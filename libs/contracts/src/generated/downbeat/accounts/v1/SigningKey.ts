// Original file: protos/accounts/v1/accounts.proto


/**
 * A public JSON Web Key (RFC 7517): EC P-256 for ES256 (kty "EC", crv "P-256", x and y) or
 * OKP Ed25519 for EdDSA (kty "OKP", crv "Ed25519", x only; y empty). Coordinates are base64url.
 */
export interface SigningKey {
  'kid'?: (string);
  'kty'?: (string);
  'crv'?: (string);
  'x'?: (string);
  'y'?: (string);
  'alg'?: (string);
  /**
   * Always "sig".
   */
  'use'?: (string);
}

/**
 * A public JSON Web Key (RFC 7517): EC P-256 for ES256 (kty "EC", crv "P-256", x and y) or
 * OKP Ed25519 for EdDSA (kty "OKP", crv "Ed25519", x only; y empty). Coordinates are base64url.
 */
export interface SigningKey__Output {
  'kid': (string);
  'kty': (string);
  'crv': (string);
  'x': (string);
  'y': (string);
  'alg': (string);
  /**
   * Always "sig".
   */
  'use': (string);
}
