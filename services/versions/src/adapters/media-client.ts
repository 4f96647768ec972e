/**
 * The one client of the media service that versions uses: a track's analysis (beats, master
 * checksum) and the signed links of a finished version's MP3s (media holds the signing key and
 * serves them on its edge).
 */
import { fromTimestamp, loadProtos } from '@downbeat/contracts';
import { connectClient, notFound } from '@downbeat/platform';
import { type MediaPort, type TrackAnalysisFacts, type VersionLinks } from '../domain/ports';

export type { MediaPort, TrackAnalysisFacts, VersionLinks };

const MEDIA = 'media service';

export class MediaClient implements MediaPort {
  private readonly client;

  constructor(address: string) {
    this.client = connectClient(MEDIA, loadProtos().downbeat.media.v1.MediaService, address);
  }

  async trackAnalysis(trackId: string): Promise<TrackAnalysisFacts> {
    const { analysis } = await this.client.getTrackAnalysis({ trackId }, { deadlineMs: 10_000 });
    if (!analysis) throw notFound('Track was not found');
    return {
      ready: analysis.state === 'PROCESSING_STATE_READY',
      message: analysis.message,
      masterSha256: analysis.masterSha256,
      beats: analysis.beats.map((beat) => ({ time: beat.timeSeconds, value: beat.value })),
    };
  }

  async versionLinks(jobId: string): Promise<VersionLinks> {
    const answer = await this.client.getVersionResultLinks({ jobId });
    return {
      previewUrl: answer.previewUrl,
      highQualityUrl: answer.highQualityUrl,
      expires: fromTimestamp(answer.expires) ?? new Date(Date.now() + 24 * 3600 * 1000),
    };
  }

  close(): void {
    this.client.close();
  }
}
