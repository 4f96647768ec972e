import { toTimestamp, type CoverSubjectKind, type media } from '@downbeat/contracts';
import { invalidArgument, serverStreaming, unary, type BlobStore, type Logger } from '@downbeat/platform';
import type { ImageLibrary, ImageSource } from '../domain/image-library';
import type { Ingestion } from '../domain/ingestion';
import type { AssetKind, ProcessingState } from '../domain/ports';
import type { MediaLinks, SignedLink } from '../domain/media-links';
import type { TrackInsights } from '../domain/track-insights';
import { analysisMessage } from './analysis-message';
import { blobChunks } from './blob-chunks';
import type { Mp3Quality } from '../rendering/renditions';

/** Thin translation between MediaService RPCs and the domain. RPCs not listed answer UNIMPLEMENTED. */
export function mediaHandlers(deps: {
  links: MediaLinks;
  ingestion: Ingestion;
  insights: TrackInsights;
  images: ImageLibrary;
  blobs: BlobStore;
  logger: Logger;
}): Partial<media.MediaServiceHandlers> {
  const { links, ingestion, insights, images, blobs, logger } = deps;
  return {
    GetTrackStream: unary(logger, async (request: media.GetTrackStreamRequest__Output) =>
      linkMessage(await links.trackStream(request.trackId, request.partnerId)),
    ),
    GetHlsAccess: unary(logger, async (request: media.GetHlsAccessRequest__Output) => {
      const access = await links.hlsAccess(request.trackId, request.partnerId);
      return { url: access.url, cookie: { ...access.cookie, expires: toTimestamp(access.cookie.expires) } };
    }),
    GetTrackDownload: unary(logger, async (request: media.GetTrackDownloadRequest__Output) =>
      linkMessage(await links.download('track', request.trackId, qualityOf(request.quality), request.partnerId)),
    ),
    GetVersionResultLinks: unary(logger, async (request: media.GetVersionResultLinksRequest__Output) => {
      const signed = links.versionResults(request.jobId);
      return {
        previewUrl: signed.preview,
        highQualityUrl: signed.highQuality,
        expires: toTimestamp(signed.expires),
      };
    }),
    GetSoundEffectDownload: unary(logger, async (request: media.GetSoundEffectDownloadRequest__Output) =>
      linkMessage(
        await links.download('sound-effect', request.soundEffectId, qualityOf(request.quality), request.partnerId),
      ),
    ),
    IngestMaster: unary(logger, async (request: media.IngestMasterRequest__Output) => {
      const { state, message } = await ingestion.ingest({
        kind: kindOf(request.kind),
        assetId: request.assetId,
        masterUri: request.masterUri,
        ...(request.masterSha256 ? { masterSha256: request.masterSha256 } : {}),
        force: request.force,
      });
      return { state: STATES[state], message };
    }),
    IngestImage: unary(logger, async (request: media.IngestImageRequest__Output) => {
      const made = await images.make(imageSourceOf(request));
      return { imageId: made.imageId, images: made.images, created: made.created };
    }),
    GetBeats: unary(logger, async (request: media.GetBeatsRequest__Output) => ({
      beats: (await insights.beats(request.trackId)).map((beat) => ({ timeSeconds: beat.time, value: beat.value })),
    })),
    GetHighlights: unary(logger, async (request: media.GetHighlightsRequest__Output) => ({
      highlights: await insights.highlights(request.trackId, request.durationsSeconds),
    })),
    GetTrackAnalysis: unary(logger, async (request: media.GetTrackAnalysisRequest__Output) => {
      const stored = await insights.analysis(request.trackId);
      return { analysis: analysisMessage(stored, stored._id) };
    }),
    ReadTrackMaster: serverStreaming(logger, async function* (request: media.ReadTrackMasterRequest__Output) {
      yield* blobChunks(blobs, await ingestion.readyMasterKey(request.trackId, request.masterSha256 || undefined));
    }),
  };
}

const linkMessage = (link: SignedLink) => ({ url: link.url, expires: toTimestamp(link.expires) });

const qualityOf = (quality: media.DownloadQuality__Output): Mp3Quality =>
  quality === 'DOWNLOAD_QUALITY_HIGH' ? 'high' : 'normal';

function kindOf(kind: media.AssetKind__Output): AssetKind {
  if (kind === 'ASSET_KIND_TRACK') return 'track';
  if (kind === 'ASSET_KIND_SOUND_EFFECT') return 'sound-effect';
  throw invalidArgument('Bad request', [{ key: 'kind', messages: ['must be a track or a sound effect'] }]);
}

function imageSourceOf(request: media.IngestImageRequest__Output): ImageSource {
  if (request.source === 'fileUri') return { file: request.fileUri ?? '' };
  if (request.source === 'url') return { url: request.url ?? '' };
  if (request.source === 'coverArt' && request.coverArt)
    return { coverArt: { ...request.coverArt, kind: request.coverArt.kind as CoverSubjectKind } };
  throw invalidArgument('Bad request', [{ key: 'source', messages: ['one of fileUri, url or coverArt is required'] }]);
}

const STATES: Record<ProcessingState, media.ProcessingState> = {
  queued: 'PROCESSING_STATE_QUEUED',
  processing: 'PROCESSING_STATE_PROCESSING',
  ready: 'PROCESSING_STATE_READY',
  failed: 'PROCESSING_STATE_FAILED',
};
