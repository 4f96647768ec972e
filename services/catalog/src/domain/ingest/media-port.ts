/** Where a master stands in media, as IngestMaster answers. */
export type MediaState = 'queued' | 'processing' | 'ready' | 'failed';

/** The analysis facts catalog publishes a track with. */
export interface AnalysisSummary {
  masterSha256: string;
  bpm: number;
  lengthSeconds: number;
  /** RFC 3339. */
  analyzedAt: string;
}

/**
 * The media service as ingestion needs it (adapter: adapters/media-ingest-client.ts, gRPC).
 * `ingestMaster` is idempotent by (track, master checksum) and throws DomainError
 * 'invalid-argument' naming the file for a master that is not decodable audio.
 */
export interface MediaIngest {
  /**
   * `force`: process again although media has an outcome for this master (a retry after a failure).
   * `kind` absent: a track (`trackId` is then the asset id, whichever kind).
   */
  ingestMaster(request: {
    trackId: string;
    masterUri: string;
    masterSha256: string;
    force?: boolean;
    kind?: 'track' | 'sound-effect';
  }): Promise<{
    state: MediaState;
    message: string;
  }>;
  /** The stored analysis of the track's current master; null when there is none. */
  trackAnalysis(trackId: string): Promise<AnalysisSummary | null>;
}
