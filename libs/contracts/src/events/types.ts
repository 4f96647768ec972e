/**
 * TypeScript shapes of the event payloads, for producers and consumers. The JSON Schemas in
 * ./schemas are the contract; these types follow them by hand, and the tests validate typed
 * samples against the schemas so that the two cannot drift silently.
 */
import type { EventType } from './registry';

/** RFC 3339 instant, e.g. `2025-11-21T10:35:00.000Z`. */
export type Instant = string;

export interface Reference {
  id: string;
  name: string;
}

export interface NestedReference extends Reference {
  parent?: Reference;
}

/** Image addresses by size key: default, XS, S, M, L. */
export type ImageSet = Record<string, string>;

export interface MasterFile {
  uri: string;
  sha256: string;
}

export interface PartnerSettingsEvent {
  partnerId: string;
  revision: number;
  status: 'active' | 'disabled';
  freeTierCollectionIds: string[];
  rateLimit: { requestsPerSecond: number; burst: number };
  allowedOrigins: string[];
  updatedAt: Instant;
}

export interface CatalogTrackEvent {
  trackId: string;
  revision: number;
  status: 'processing' | 'published' | 'failed';
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  moods: Reference[];
  genres: NestedReference[];
  images: ImageSet;
  hasVocals: boolean;
  isExplicit: boolean;
  /** YYYY-MM-DD. */
  added: string;
  bpm?: number | null;
  lengthSeconds?: number | null;
  master: MasterFile;
  updatedAt: Instant;
}

export interface CatalogSoundEffectEvent {
  soundEffectId: string;
  revision: number;
  title: string;
  categories: NestedReference[];
  images: ImageSet;
  added: Instant;
  lengthSeconds: number;
  master: MasterFile;
  updatedAt: Instant;
}

export interface Waveform {
  version: number;
  channels: number;
  sampleRate: number;
  samplesPerPixel: number;
  bits: 8 | 16;
  length: number;
  data: number[];
}

export interface TrackAnalysisEvent {
  trackId: string;
  masterSha256: string;
  status: 'completed' | 'failed';
  /** Required when failed. */
  message?: string;
  analyzedAt: Instant;
  /** Required when completed: lengthSeconds, bpm (0: no beat found), analysisVersion, highlightCandidates. */
  lengthSeconds?: number;
  bpm?: number;
  analysisVersion?: number;
  loudnessLufs?: number;
  loudnessRangeLu?: number;
  truePeakDbtp?: number;
  /** Optional and left out by media (large): MediaService.GetBeats / GetTrackAnalysis serve them. */
  beats?: { time: number; value: number }[];
  waveform?: Waveform;
  highlightCandidates?: { fromMs: number; toMs: number; score: number }[];
}

export interface UploadEvent {
  uploadId: string;
  partnerId: string;
  /** Images only. */
  userId?: string;
  kind: 'audio' | 'image';
  state: 'live' | 'deleted' | 'expired';
  sha256: string;
  sizeBytes: number;
  /** Audio only. */
  lengthSeconds?: number;
  /** mp3, ogg-vorbis, ogg-opus or jpeg. */
  format?: string;
  /** Audio only, live only: what the analysis found. */
  bpm?: number;
  analysisVersion?: number;
  blobKey: string;
  createdAt: Instant;
  expiresAt: Instant;
  updatedAt: Instant;
}

export interface JobRequestedEvent {
  jobId: string;
  partnerId: string;
  userId: string;
  trackId: string;
  durationMs: number;
  loopable: boolean;
  requestedAt: Instant;
}

export interface JobStatusEvent {
  jobId: string;
  partnerId: string;
  userId: string;
  trackId: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  message: string;
  results: { previewBlobKey: string; highQualityBlobKey: string; waveformBlobKey?: string }[];
  updatedAt: Instant;
}

interface AnalyticsEventBase {
  eventId: string;
  batchId: string;
  partnerId: string;
  userId: string;
  userConnected?: boolean;
  occurredAt: Instant;
  receivedAt: Instant;
}

export interface TrackPreviewedEvent extends AnalyticsEventBase {
  eventType: 'trackPreviewed';
  trackId: string;
}

export interface TrackDownloadedEvent extends AnalyticsEventBase {
  eventType: 'trackDownloaded';
  trackId: string;
  format: string;
  quality: string;
}

export interface TracksExportedEvent extends AnalyticsEventBase {
  eventType: 'tracksExported';
  trackIds: string[];
  platform: string;
}

export type UsagePlatform = 'YOUTUBE' | 'TWITTER' | 'TWITCH' | 'FACEBOOK' | 'INSTAGRAM' | 'TIKTOK' | 'OTHER' | 'LOCAL';

export interface UsageExportedEvent {
  reportId: string;
  partnerId: string;
  userId: string;
  eventType: 'EXPORTED';
  platform: UsagePlatform;
  trackIds: string[];
  other: string | null;
  receivedAt: Instant;
}

interface EventDataByType {
  'downbeat.accounts.partner-settings.v1': PartnerSettingsEvent;
  'downbeat.catalog.track.v1': CatalogTrackEvent;
  'downbeat.catalog.sound-effect.v1': CatalogSoundEffectEvent;
  'downbeat.media.track-analysis.v1': TrackAnalysisEvent;
  'downbeat.media.upload.v1': UploadEvent;
  'downbeat.versions.job-requested.v1': JobRequestedEvent;
  'downbeat.versions.job-status.v1': JobStatusEvent;
  'downbeat.analytics.track-previewed.v1': TrackPreviewedEvent;
  'downbeat.analytics.track-downloaded.v1': TrackDownloadedEvent;
  'downbeat.analytics.tracks-exported.v1': TracksExportedEvent;
  'downbeat.usage.exported.v1': UsageExportedEvent;
}

/** The payload type of an event type; a compile error here means a type is missing from the map. */
export type EventData<T extends EventType> = EventDataByType[T];
