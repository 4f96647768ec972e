// Original file: protos/accounts/v1/accounts.proto


export interface IssuePartnerTokenRequest {
  'accessKeyId'?: (string);
  'accessKeySecret'?: (string);
  /**
   * The address of the client that sent the credentials (the gateway's view, after trusted
   * proxies), for the limit on failed attempts per client. Empty: unknown.
   */
  'clientAddress'?: (string);
}

export interface IssuePartnerTokenRequest__Output {
  'accessKeyId': (string);
  'accessKeySecret': (string);
  /**
   * The address of the client that sent the credentials (the gateway's view, after trusted
   * proxies), for the limit on failed attempts per client. Empty: unknown.
   */
  'clientAddress': (string);
}
