// Original file: protos/accounts/v1/admin.proto


export interface UpsertEndUserRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  /**
   * Absent: unchanged (false for a new user).
   */
  'connected'?: (boolean);
  '_connected'?: "connected";
}

export interface UpsertEndUserRequest__Output {
  'partnerId': (string);
  'userId': (string);
  /**
   * Absent: unchanged (false for a new user).
   */
  'connected'?: (boolean);
  '_connected'?: "connected";
}
