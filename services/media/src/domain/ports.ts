/**
 * What the media domain needs from its collections, declared here and implemented in `store/`
 * (a repository per collection holds every query and update document). The blob store, the event
 * bus and the worker pool are the platform's ports; the upload checks and staging, the master
 * workshop (files and ffmpeg of an ingest) and the waits of uploads are adapters.
 */
import type { UploadKind } from '@downbeat/contracts';
import type { TrackAnalysis } from '@downbeat/audio';
import type { BlobStore } from '@downbeat/platform';

/** Bytes streamed into the blob store (a Node stream; the platform's port names the type). */
type BlobStream = Exclude<Parameters<BlobStore['put']>[1], Buffer>;

export type AssetKind = 'track' | 'sound-effect';
export type ProcessingState = 'queued' | 'processing' | 'ready' | 'failed';

/**
 * The media state of one track or sound effect. `rendition` is the blob prefix of the complete
 * render being served; a new render is written beside it and swapped in by one update, so readers
 * never see a half-written rendition. It survives a failed re-render of a new master.
 */
export interface MediaAsset {
  /** `<kind>:<asset id>`. */
  _id: string;
  kind: AssetKind;
  assetId: string;
  masterSha256: string;
  /** Where the master was read from (the shared volume), so an interrupted ingest can resume. */
  masterPath: string;
  state: ProcessingState;
  /** Human readable; the failure reason when failed. */
  message: string;
  /** Identifies the ingest that holds the lease, so a late finisher cannot overwrite a newer one. */
  attempt: string;
  leaseUntil: string;
  updatedAt: string;
  rendition?: { prefix: string; masterSha256: string; lengthSeconds: number; renderedAt: string };
  /**
   * Tracks only: set with the update that makes the asset ready or failed, cleared once
   * `media.track-analysis.v1` is out (see AnalysisAnnouncer).
   */
  announce?: true;
}

export const assetDocumentId = (kind: AssetKind, assetId: string) => `${kind}:${assetId}`;

/** The media state of tracks and sound effects. */
export interface MediaAssets {
  find(kind: AssetKind, assetId: string): Promise<MediaAsset | null>;
  save(asset: MediaAsset): Promise<void>;
  /** Updates the asset only while `attempt` still holds it; false when another ingest took over. */
  updateAttempt(asset: MediaAsset, changes: Partial<MediaAsset>): Promise<boolean>;
  /** Finished track ingests whose analysis event is not out yet (a page of them). */
  announcementsDue(): Promise<MediaAsset[]>;
  /** The analysis event of this attempt is out; a newer attempt keeps its own mark. */
  announced(asset: MediaAsset): Promise<void>;
  /** Queued or processing assets whose lease ran out: their ingest died with its process. */
  abandoned(now: Date): Promise<MediaAsset[]>;
}

/**
 * The analysis of a track's current master (libs/audio `analyseTrack`: BPM, beats with bar
 * positions, meter, loudness, waveform, per-bar highlight scores), one document per track in
 * `track_analyses`. Kept beside `media_assets` rather than in it: at ~25 waveform points a second
 * it is tens of kilobytes, and the asset documents are read on every link request.
 */
export interface StoredAnalysis {
  /** The track id (or the upload id). */
  _id: string;
  masterSha256: string;
  /** RFC 3339. */
  analyzedAt: string;
  analysis: TrackAnalysis;
}

/** Analyses by track (or upload) id. */
export interface TrackAnalyses {
  find(id: string): Promise<StoredAnalysis | null>;
  save(stored: StoredAnalysis): Promise<void>;
  delete(id: string): Promise<void>;
}

/**
 * One partner upload. `_id` is its dedupe slot — kind, owner and SHA-256 — so two uploads of the
 * same bytes by the same owner cannot both be stored: the second insert collides (on every
 * document store, with no unique index beyond `_id`). `uploadId` is the public id.
 */
export interface UploadRecord {
  _id: string;
  uploadId: string;
  kind: UploadKind;
  partnerId: string;
  /** Images: the end user who uploaded it. */
  userId?: string;
  sha256: string;
  sizeBytes: number;
  blobKey: string;
  /** RFC 3339. */
  createdAt: string;
  expiresAt: string;
  updatedAt: string;
  /** storing: claimed, being checked and stored (invisible); live: complete, readable until expiresAt. */
  state: 'storing' | 'live';
  /** While storing: when a dead process's claim may be cleared. */
  leaseUntil?: string;
  /** mp3, ogg-vorbis, ogg-opus, jpeg. */
  format?: string;
  /** Audio. */
  lengthSeconds?: number;
  bpm?: number;
  analysisVersion?: number;
  /** Set in the update that makes the upload live; cleared once `media.uploads.v1` has it. */
  announce?: true;
}

export type RetirementReason = 'deleted' | 'expired';

/**
 * An upload that was deleted or expired, kept (by upload id) until its derived files are gone and
 * its event is out. The upload's own record is removed right after this is written, so its slot is
 * free at once for the same bytes uploaded again.
 */
export interface RetiredUpload {
  _id: string;
  record: UploadRecord;
  reason: RetirementReason;
  retiredAt: string;
}

export const uploadSlot = (kind: UploadKind, partnerId: string, userId: string | undefined, sha256: string) =>
  kind === 'audio' ? `audio:${partnerId}:${sha256}` : `image:${partnerId}:${userId ?? ''}:${sha256}`;

/** What an upload belongs to, as the records are searched. */
export interface UploadOwnerKey {
  kind: UploadKind;
  partnerId: string;
  userId?: string;
}

/** Partner uploads and the retirements of deleted or expired ones. */
export interface UploadRecords {
  /** Inserts a claim; false when the slot is taken (the caller reads who holds it). */
  claim(record: UploadRecord): Promise<boolean>;
  findSlot(slot: string): Promise<UploadRecord | null>;
  /** Live uploads of one owner matching the upload id or the checksum (images: the user's only). */
  findLive(owner: UploadOwnerKey, match: { uploadId?: string; sha256?: string }): Promise<UploadRecord[]>;
  /** Every live upload of an owner (a user's images). */
  listLive(owner: UploadOwnerKey): Promise<UploadRecord[]>;
  /** Makes a claim live with what was found; false when the claim is no longer this upload's. */
  publish(record: UploadRecord, facts: Partial<UploadRecord>, now: Date): Promise<boolean>;
  /** Removes a claim that never went live (refused, failed, or abandoned by a dead process). */
  release(record: UploadRecord): Promise<void>;
  /** Records the retirement first, then frees the slot; a crash between leaves work the sweeper finishes. */
  retire(record: UploadRecord, reason: RetirementReason, now: Date): Promise<RetiredUpload>;
  /** Retirements whose derived files or event may still be pending. */
  pendingRetirements(): Promise<RetiredUpload[]>;
  /** The slot of a retired upload is freed (again: a crash may have come between the two writes of `retire`). */
  forgetSlotOf(retired: RetiredUpload): Promise<void>;
  forgetRetirement(retired: RetiredUpload): Promise<void>;
  /** Live uploads whose `media.uploads.v1` event is not out yet. */
  announcementsDue(): Promise<UploadRecord[]>;
  announced(record: UploadRecord): Promise<void>;
  /** Live uploads whose lifetime ended. */
  expired(now: Date): Promise<UploadRecord[]>;
  /** Claims whose process died before it finished storing them. */
  abandoned(now: Date): Promise<UploadRecord[]>;
}

/** An upload's bytes, complete and hashed, waiting in a file of this process while they are checked. */
export interface StagedFile {
  /** The file, for the checks (ffprobe, analysis) that read it by path. */
  path: string;
  size: number;
  /** Lowercase hex. */
  sha256: string;
  /** The bytes, to store. */
  read(): BlobStream;
  /** Removes the file (idempotent). */
  discard(): Promise<void>;
}

export interface StagingLimit {
  maxBytes: number;
  limitText: string;
  /** What is uploaded, for the refusal ("audio file"). */
  what: string;
}

/** Where uploads wait while they are checked (adapters/upload-staging.ts). */
export interface UploadStaging {
  /**
   * Keeps the chunks. Throws `payload-too-large` (naming `what` and the limit) as soon as they
   * pass `maxBytes`, without reading further; rethrows a failed stream. Either way nothing stays.
   */
  stage(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, limit: StagingLimit): Promise<StagedFile>;
}

/** How long an upload waits for another, and how often it looks (`BusyWaits`). */
export interface WaitLimits {
  forMs: number;
  everyMs: number;
}

/** Waiting for a concurrent upload of the same bytes (adapters/busy-waits.ts). */
export interface BusyWaits {
  /**
   * Runs `attempt` until it answers something other than 'busy', pausing `everyMs` between tries;
   * 'busy' when it still answers so after `forMs`.
   */
  whileBusy<T>(attempt: () => Promise<T | 'busy'>, limits: WaitLimits): Promise<T | 'busy'>;
}

/** What the workshop is asked to render: a master already in the blob store. */
export interface MasterRender {
  /** The blob key of the master. */
  masterKey: string;
  /** The master's own file name, for messages. */
  masterName: string;
  /** Tracks get HLS besides MP3. */
  hls: boolean;
  /** Where the rendition's files are stored. */
  prefix: string;
  /** Ends the render (its ffmpeg is killed) when aborted; it then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface RenderedMaster<T> {
  lengthSeconds: number;
  /** Wall time of the render (analysis included, which runs meanwhile). */
  renderMs: number;
  /** What `alongside` resolved with. */
  alongside: T;
}

/**
 * The file and ffmpeg work of an ingest (adapters/master-workshop.ts): reading masters from the
 * shared volume, rendering them in a scratch directory of its own, storing the renditions.
 */
export interface MasterWorkshop {
  /** The SHA-256 (lowercase hex) of the file; rejects with the file system's error when unreadable. */
  sha256(path: string): Promise<string>;
  /** Rejects (`invalid-argument`, naming the file) what is not decodable audio. */
  probe(path: string): Promise<void>;
  /** Stores the file under `key`; resolves with the SHA-256 of the bytes stored. */
  storeMaster(path: string, key: string): Promise<string>;
  /**
   * Renders a scratch copy of the stored master (removed afterwards) while `alongside` runs on the
   * same copy, then stores the rendition's files under `prefix`. When storing fails part way, what
   * it stored under `prefix` is removed before it rejects.
   */
  render<T>(request: MasterRender, alongside: (masterFile: string) => Promise<T>): Promise<RenderedMaster<T>>;
}
