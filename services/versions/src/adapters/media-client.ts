/**
 * The one client of the media service that versions uses: a track's analysis (beats, master
 * checksum) and the signed links of a finished version's MP3s (media holds the signing key and
 * serves them on its edge).
 */
import { fromTimestamp, loadProtos, type media } from '@downbeat/contracts';
import { call, clientChannelOptions, insecure, notFound } from '@downbeat/platform';
import { type MediaPort, type TrackAnalysisFacts, type VersionLinks } from '../domain/ports';

export type { MediaPort, TrackAnalysisFacts, VersionLinks };

const MEDIA = 'media service';

export class MediaClient implements MediaPort {
  private readonly client: media.MediaServiceClient;

  constructor(address: string) {
    this.client = new (loadProtos().downbeat.media.v1.MediaService)(address, insecure(), clientChannelOptions);
  }

  async trackAnalysis(trackId: string): Promise<TrackAnalysisFacts> {
    const { analysis } = await call<media.GetTrackAnalysisResponse__Output>(
      MEDIA,
      (options, done) => this.client.getTrackAnalysis({ trackId }, options, done),
      { deadlineMs: 10_000 },
    );
    if (!analysis) throw notFound('Track was not found');
    return {
      ready: analysis.state === 'PROCESSING_STATE_READY',
      message: analysis.message,
      masterSha256: analysis.masterSha256,
      beats: analysis.beats.map((beat) => ({ time: beat.timeSeconds, value: beat.value })),
    };
  }

  async versionLinks(jobId: string): Promise<VersionLinks> {
    const answer = await call<media.GetVersionResultLinksResponse__Output>(MEDIA, (options, done) =>
      this.client.getVersionResultLinks({ jobId }, options, done),
    );
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
