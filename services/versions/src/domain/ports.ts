/** What the domain needs from outside: error values, the blob store's shape, and media. */
export { alreadyExists, DomainError, notFound, type BlobStore } from '@downbeat/platform';
import { DomainError } from '@downbeat/platform';

export const failedPreconditionOf = (message: string) => new DomainError('failed-precondition', message);

/** Media, as versions needs it (adapters/media-client.ts over gRPC). */
export interface TrackAnalysisFacts {
  ready: boolean;
  message: string;
  masterSha256: string;
  beats: Array<{ time: number; value: number }>;
}

export interface VersionLinks {
  previewUrl: string;
  highQualityUrl: string;
  expires: Date;
}

export interface MediaPort {
  trackAnalysis(trackId: string): Promise<TrackAnalysisFacts>;
  versionLinks(jobId: string): Promise<VersionLinks>;
  close(): void;
}
