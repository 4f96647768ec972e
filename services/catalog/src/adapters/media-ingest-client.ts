import { fromTimestamp, loadProtos } from '@downbeat/contracts';
import { connectClient, isDomainError } from '@downbeat/platform';
import type { ImageSet } from '../domain/documents';
import type { AnalysisSummary, MediaIngest, MediaState, PictureIngest } from '../domain/ports';

const STATES: Record<string, MediaState> = {
  PROCESSING_STATE_QUEUED: 'queued',
  PROCESSING_STATE_PROCESSING: 'processing',
  PROCESSING_STATE_READY: 'ready',
  PROCESSING_STATE_FAILED: 'failed',
};

/** MediaService over gRPC, as track and sound-effect ingestion and the pictures of imports need it. */
export class MediaIngestClient implements MediaIngest, PictureIngest {
  private readonly client;

  constructor(address: string) {
    this.client = connectClient('media', loadProtos().downbeat.media.v1.MediaService, address);
  }

  async ingestMaster(request: {
    trackId: string;
    masterUri: string;
    masterSha256: string;
    force?: boolean;
    kind?: 'track' | 'sound-effect';
  }) {
    const answer = await this.client.ingestMaster(
      {
        kind: request.kind === 'sound-effect' ? 'ASSET_KIND_SOUND_EFFECT' : 'ASSET_KIND_TRACK',
        assetId: request.trackId,
        masterUri: request.masterUri,
        masterSha256: request.masterSha256,
        force: request.force === true,
      }, // Media hashes the master before it answers.
      { deadlineMs: 60_000 },
    );
    return { state: STATES[answer.state] ?? 'processing', message: answer.message };
  }

  async trackAnalysis(trackId: string): Promise<AnalysisSummary | null> {
    try {
      const { analysis } = await this.client.getTrackAnalysis({ trackId });
      if (!analysis) return null;
      return {
        masterSha256: analysis.masterSha256,
        bpm: analysis.bpm,
        lengthSeconds: analysis.lengthSeconds,
        analyzedAt: (fromTimestamp(analysis.analyzedAt) ?? new Date()).toISOString(),
      };
    } catch (error) {
      if (isDomainError(error, 'not-found')) return null;
      throw error;
    }
  }

  async ingestPicture(source: string): Promise<ImageSet> {
    const request = /^https?:\/\//i.test(source) ? { url: source } : { fileUri: source };
    const answer = await this.client.ingestImage(
      request, // A URL may take media 15 s to fetch, then the picture waits for its turn to be made.
      { deadlineMs: 60_000 },
    );
    return answer.images;
  }

  close(): void {
    this.client.close();
  }
}
