/**
 * Partner uploads (spec 4.7 and section 8, DECISIONS §2): how large each kind may be and how long
 * it lives. The gateway stops reading a request at the limit (413) and media refuses a larger
 * stream, so both take the numbers from here.
 */
export type UploadKind = 'audio' | 'image';

export interface UploadRule {
  /** Bytes a file may have: "3.5 MB" and "2 MB" read as decimal megabytes. */
  maxBytes: number;
  /** How long an upload lives unless deleted earlier. */
  lifetimeMs: number;
  /** How the limit is said in a 413's message. */
  limitText: string;
}

const HOUR_MS = 60 * 60 * 1000;

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  audio: { maxBytes: 3_500_000, lifetimeMs: 7 * 24 * HOUR_MS, limitText: '3.5 MB' },
  image: { maxBytes: 2_000_000, lifetimeMs: 24 * HOUR_MS, limitText: '2 MB' },
};

/** The multipart form field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

/** A SHA-256 in lowercase hex, as uploads are looked up by. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;
