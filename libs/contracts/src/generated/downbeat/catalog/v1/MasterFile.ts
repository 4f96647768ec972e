// Original file: protos/catalog/v1/catalog_admin.proto


/**
 * A master audio file as media can read it.
 */
export interface MasterFile {
  /**
   * Location readable by media: an absolute path on the shared volume or a file:// URI today,
   * other schemes (s3://) later.
   */
  'uri'?: (string);
  /**
   * SHA-256 of the file's bytes, lowercase hex; the identity of the recording.
   */
  'sha256'?: (string);
}

/**
 * A master audio file as media can read it.
 */
export interface MasterFile__Output {
  /**
   * Location readable by media: an absolute path on the shared volume or a file:// URI today,
   * other schemes (s3://) later.
   */
  'uri': (string);
  /**
   * SHA-256 of the file's bytes, lowercase hex; the identity of the recording.
   */
  'sha256': (string);
}
