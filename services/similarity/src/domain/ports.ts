/**
 * What the similarity domain needs from the world, declared here and implemented in `store/`
 * (its collections), `adapters/` (media over gRPC, the worker pool, pictures) and the platform's
 * vector index.
 */
import type { AudioFeatures } from './audio-features';
import type { Beat } from './bar-grid';
import type { MoodPoint } from './mood-space';
import type { PictureColours } from './picture-mood';

export interface Reference {
  id: string;
  name: string;
}

/** Where work on a piece's features stands. */
export interface FeatureWork {
  state: 'pending' | 'ready' | 'failed';
  /**
   * The version wanted (pending) or made (ready): for uploads the features version; for tracks the
   * description version (`describedVersion`: features and index vectors), so that a change of
   * either describes the track again (the vectors alone are remade from stored features).
   */
  version: number;
  attempts: number;
  /** Who holds the work and until when (ISO); a lapsed lease may be taken over. */
  attempt?: string;
  leaseUntil?: string;
  /** Why it failed (failed only). */
  message?: string;
}

/** Work that did not succeed: tried again from `retryAt`, or failed for good without it. */
export interface WorkFailure {
  ready: false;
  message: string;
  retryAt?: Date;
}

/** A catalog track as similarity sees it. */
export interface TrackProfile {
  _id: string;
  /** The catalog revision this reflects; older events are ignored. */
  revision: number;
  published: boolean;
  masterSha256: string;
  /** The track's genres and their parents, each once. */
  genres: Reference[];
  moods: Reference[];
  work: FeatureWork;
  /** Set once features are ready. */
  mood?: MoodPoint;
  updatedAt: string;
}

export type MoodMapEntry = Pick<TrackProfile, '_id' | 'genres' | 'moods'> & { mood: MoodPoint };

/** A partner's audio upload as similarity sees it. */
export interface UploadProfile {
  _id: string;
  partnerId: string;
  work: FeatureWork;
  updatedAt: string;
}

/** What is kept of a piece's features: enough to describe any stretch of it and to align against it. */
export interface StoredFeatures {
  /** What the features were made from: the master's SHA-256, or the upload id. */
  source: string;
  features: AudioFeatures;
  beats: Beat[];
}

/** Prepared alignment frames of a piece (see `alignment.ts`), with its bar grid. */
export interface AlignmentTarget {
  id: string;
  frames: Float32Array;
  rate: number;
  duration: number;
  downbeats: number[];
  beatPeriod: number;
}

export interface TrackProfiles {
  get(trackId: string): Promise<TrackProfile | null>;
  /** Stores the profile if the stored one is still at `knownRevision` (absent: none stored); false otherwise. */
  replace(profile: TrackProfile, knownRevision: number | undefined): Promise<boolean>;
  /** Takes up to `limit` tracks whose features are due (pending, lease lapsed) for `attempt`. */
  claimDue(attempt: string, leaseUntil: Date, limit: number): Promise<TrackProfile[]>;
  renew(trackIds: string[], attempt: string, leaseUntil: Date): Promise<void>;
  finish(trackId: string, attempt: string, outcome: { ready: true; mood: MoodPoint } | WorkFailure): Promise<boolean>;
  /** Mood points of published tracks with ready features, with their genres and moods. */
  moodMap(): Promise<MoodMapEntry[]>;
  /** Published tracks described (or failed) at another version become due again; how many. */
  markOutdated(version: number): Promise<number>;
}

export interface UploadProfiles {
  get(uploadId: string): Promise<UploadProfile | null>;
  /** Marks a live upload's features as due (idempotent). */
  want(upload: { uploadId: string; partnerId: string }, version: number): Promise<void>;
  claimDue(attempt: string, leaseUntil: Date, limit: number): Promise<UploadProfile[]>;
  finish(uploadId: string, attempt: string, outcome: { ready: true } | WorkFailure): Promise<boolean>;
  remove(uploadId: string): Promise<void>;
}

export interface FeatureArchive {
  save(key: string, stored: StoredFeatures): Promise<void>;
  load(key: string): Promise<StoredFeatures | null>;
  /** The alignment frames of several pieces; missing keys are left out. */
  alignmentTargets(keys: string[]): Promise<AlignmentTarget[]>;
  remove(key: string): Promise<void>;
}

export const trackKey = (trackId: string) => `track:${trackId}`;
export const uploadKey = (uploadId: string) => `upload:${uploadId}`;

/** Media, which owns the audio and the images. */
export interface MediaLibrary {
  /** Writes the track's master to `file`. Not found: no ready master (or another one than expected). */
  copyTrackMaster(trackId: string, masterSha256: string, file: string): Promise<void>;
  trackBeats(trackId: string): Promise<Beat[]>;
  /** Not found: unknown, another partner's, deleted or expired. */
  copyAudioUpload(partnerId: string, uploadId: string, file: string): Promise<void>;
  audioUploadBeats(partnerId: string, uploadId: string): Promise<Beat[]>;
  /** The bytes of a user's image upload. Not found as above. */
  imageUpload(partnerId: string, userId: string, imageId: string): Promise<Buffer>;
}

/** CPU-heavy work, off the event loop. */
export interface FeatureWorkers {
  /** Features of the audio `copy` writes into the scratch file it is given (removed afterwards). */
  extract(copy: (file: string) => Promise<void>, signal?: AbortSignal): Promise<AudioFeatures>;
  /** Best alignment of the reference frames in each target. */
  align(
    reference: Float32Array,
    targets: AlignmentTarget[],
  ): Promise<Array<{ id: string; offset: number; agreement: number }>>;
  pictureColours(picture: Buffer): Promise<PictureColours>;
}
