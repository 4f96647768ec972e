/**
 * Turns audio into what similarity searches: for each published track (and each live partner
 * upload) whose features are due, copy the audio from media, extract features in the worker pool,
 * keep them, and index the track's vectors and mood. Work is claimed with a lease, so several
 * replicas share it and the work of a dead one is taken over; everything is idempotent (the same
 * audio and version give the same result, which replaces the last).
 */
import { randomUUID } from 'node:crypto';
import { isDomainError, PendingWork, renewingWhile, type Logger } from '@downbeat/platform';
import { type AudioFeatures } from './audio-features';
import { sectionsOf, type Beat } from './bar-grid';
import { describeTrackMood } from './track-description';
import {
  type FeatureArchive,
  type FeatureWorkers,
  type MediaLibrary,
  type StoredFeatures,
  type TrackProfile,
  type TrackProfiles,
  trackKey,
  type UploadProfile,
  type UploadProfiles,
  uploadKey,
  type WorkFailure,
} from './ports';
import type { SoundIndex } from './sound-index';
import { forgetUpload } from './upload-changes';
import { sectionVector, trackVector } from './sound-vectors';

export interface FeaturePipelineOptions {
  tracks: TrackProfiles;
  uploads: UploadProfiles;
  archive: FeatureArchive;
  media: MediaLibrary;
  workers: FeatureWorkers;
  index: SoundIndex;
  logger: Logger;
  /** The extractor's version: stored features of another version are made again. */
  featuresVersion: number;
  tagNames: readonly string[];
  /** How long a claim holds; renewed while the work runs. */
  leaseMs?: number;
  /** Tracks indexed before the index is compacted once the work runs out (tests lower it). */
  compactAfterTracks?: number;
}

const DEFAULT_LEASE_MS = 60_000;
/** Tries before a piece's features are given up as failed (media answered, the audio did not decode…). */
const MAX_ATTEMPTS = 5;
/**
 * Every refresh of a bulk description leaves a segment (an HNSW graph) that each search walks:
 * after this many tracks the spaces are compacted when the work runs out (bench/README.md, "Index").
 */
const COMPACT_AFTER_TRACKS = 1_000;
const retryAt = (attempts: number) => new Date(Date.now() + Math.min(10 * 60_000, 5_000 * 2 ** attempts));

export class FeaturePipeline {
  private readonly leaseMs: number;
  private readonly compactAfterTracks: number;
  /** Tracks this replica indexed since the spaces were last compacted. */
  private indexedSinceCompaction = 0;
  private compacting: Promise<void> | undefined;
  private readonly owner = randomUUID();
  private readonly passes: PendingWork;
  private stopped = false;
  /** Uploads being described right now, so a query and the pass share one extraction. */
  private readonly uploadsInFlight = new Map<string, Promise<void>>();

  constructor(private readonly options: FeaturePipelineOptions) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.compactAfterTracks = options.compactAfterTracks ?? COMPACT_AFTER_TRACKS;
    this.passes = new PendingWork(
      () => this.pass(),
      (error) => this.options.logger.warn({ err: error }, 'similarity features pass failed'),
    );
  }

  /** Passes now and every third of a lease (work of dead replicas, retries). */
  start(): void {
    this.passes.start(Math.max(1_000, this.leaseMs / 3));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.passes.stop();
  }

  /** Runs a pass now, or one more after the one in progress. */
  wake(): Promise<void> {
    return this.passes.wake();
  }

  /** Describes a partner's upload now (a query needs it), sharing the work with a pass already at it. */
  async describeUploadNow(upload: UploadProfile): Promise<void> {
    const known = this.uploadsInFlight.get(upload._id);
    if (known) return known;
    const work = this.describeUpload(upload).finally(() => this.uploadsInFlight.delete(upload._id));
    this.uploadsInFlight.set(upload._id, work);
    return work;
  }

  private async pass(): Promise<void> {
    while (!this.stopped) {
      const lease = () => new Date(Date.now() + this.leaseMs);
      const [track] = await this.options.tracks.claimDue(this.owner, lease(), 1);
      if (track) {
        await this.withLease([track._id], () => this.describeTrack(track));
        continue;
      }
      const [upload] = await this.options.uploads.claimDue(this.owner, lease(), 1);
      if (!upload) return this.compactWhenDue();
      await this.describeUploadNow(upload).catch((error: unknown) => this.uploadFailed(upload, error));
    }
  }

  /**
   * After a bulk description, when nothing is left to describe: compaction (minutes on a large
   * index), in the background so that a stop need not wait for it, logged for operators.
   */
  private compactWhenDue(): void {
    if (this.stopped || this.compacting || this.indexedSinceCompaction < this.compactAfterTracks) return;
    const { index, logger } = this.options;
    const tracks = this.indexedSinceCompaction;
    this.indexedSinceCompaction = 0;
    const started = Date.now();
    this.compacting = index
      .compact()
      .then((spaces) =>
        logger.info({ tracks, spaces, ms: Date.now() - started }, 'vector spaces compacted after a bulk description'),
      )
      .catch((error: unknown) => {
        this.indexedSinceCompaction += tracks; // tried again when the work next runs out
        if (!this.stopped) logger.warn({ err: error, tracks }, 'vector spaces not compacted');
      })
      .finally(() => {
        this.compacting = undefined;
      });
  }

  private withLease(trackIds: string[], work: () => Promise<void>): Promise<void> {
    const renew = () =>
      void this.options.tracks
        .renew(trackIds, this.owner, new Date(Date.now() + this.leaseMs))
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'could not renew a features lease'));
    return renewingWhile(this.leaseMs / 3, renew, work);
  }

  private async describeTrack(profile: TrackProfile): Promise<void> {
    const { tracks, index, logger } = this.options;
    try {
      const stored = await this.trackFeatures(profile);
      const { features, beats } = stored;
      const sections = sectionsOf(beats, features.duration).map((section) => ({
        section,
        vector: sectionVector(features, section),
      }));
      await index.putTrack(
        {
          trackId: profile._id,
          genreIds: profile.genres.map((genre) => genre.id),
          moodIds: profile.moods.map((mood) => mood.id),
        },
        trackVector(features),
        sections,
      );
      const mood = describeTrackMood(
        features,
        beats,
        this.options.tagNames,
        profile.moods.map((mood) => mood.name),
      );
      this.indexedSinceCompaction += 1;
      if (await tracks.finish(profile._id, this.owner, { ready: true, mood }))
        logger.info({ trackId: profile._id, sections: sections.length }, 'track features indexed');
    } catch (error) {
      await tracks.finish(profile._id, this.owner, this.failure(profile.work.attempts, error));
      logger.warn({ err: error, trackId: profile._id }, 'could not describe a track');
    }
  }

  /** The stored features of the track's master, extracted first when missing or of another master or version. */
  private async trackFeatures(profile: TrackProfile): Promise<StoredFeatures> {
    const { archive, media } = this.options;
    const stored = await archive.load(trackKey(profile._id));
    if (stored && stored.source === profile.masterSha256 && stored.features.version === this.options.featuresVersion)
      return stored;
    const extracted = await this.extract(
      (file) => media.copyTrackMaster(profile._id, profile.masterSha256, file),
      () => media.trackBeats(profile._id),
    );
    const fresh = { source: profile.masterSha256, ...extracted };
    await archive.save(trackKey(profile._id), fresh);
    return fresh;
  }

  private async describeUpload(upload: UploadProfile): Promise<void> {
    const { media, archive, uploads } = this.options;
    const extracted = await this.extract(
      (file) => media.copyAudioUpload(upload.partnerId, upload._id, file),
      () => media.audioUploadBeats(upload.partnerId, upload._id),
    );
    await archive.save(uploadKey(upload._id), { source: upload._id, ...extracted });
    if (upload.work.attempt) await uploads.finish(upload._id, upload.work.attempt, { ready: true });
  }

  private async uploadFailed(upload: UploadProfile, error: unknown): Promise<void> {
    const { uploads, archive, logger } = this.options;
    if (isDomainError(error, 'not-found')) {
      // Gone at media (deleted or expired): nothing to describe; its event removes the rest too.
      await forgetUpload({ uploads, archive }, upload._id);
      return;
    }
    logger.warn({ err: error, uploadId: upload._id }, 'could not describe an audio upload');
    if (upload.work.attempt)
      await uploads.finish(upload._id, upload.work.attempt, this.failure(upload.work.attempts, error));
  }

  /** The audio's features, extracted off the event loop from the copy it is given, and its beats. */
  private async extract(
    copy: (file: string) => Promise<void>,
    beatsOf: () => Promise<Beat[]>,
  ): Promise<{ features: AudioFeatures; beats: Beat[] }> {
    const [features, beats] = await Promise.all([this.options.workers.extract(copy), beatsOf()]);
    return { features, beats };
  }

  private failure(attempts: number, error: unknown): WorkFailure {
    const message = error instanceof Error ? error.message : String(error);
    const final = attempts >= MAX_ATTEMPTS || isDomainError(error, 'invalid-argument');
    return final ? { ready: false, message } : { ready: false, message, retryAt: retryAt(attempts) };
  }
}
