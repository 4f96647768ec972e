import { randomUUID } from 'node:crypto';
import { UPLOAD_RULES, type UploadKind } from '@downbeat/contracts';
import type { TrackAnalysis, TrackAnalysisJob } from '@downbeat/audio';
import {
  isPassingFailure,
  notFound,
  unavailable,
  unsupportedMediaType,
  type BlobStore,
  type Logger,
} from '@downbeat/platform';
import {
  uploadSlot,
  type BusyWaits,
  type RetirementReason,
  type StagedFile,
  type TrackAnalyses,
  type UploadRecord,
  type UploadRecords,
  type UploadStaging,
} from './ports';
import type { UploadAnnouncer } from './upload-events';

/** Who an upload belongs to: a partner (audio), or one of its end users (images). */
export interface UploadOwner {
  partnerId: string;
  /** Images only. */
  userId?: string;
}

export interface StoredUpload {
  record: UploadRecord;
  /** True when a live upload of the same bytes was returned instead of storing a new one. */
  deduplicated: boolean;
}

/** What the content checks found (adapters: ffprobe for audio, sharp for images). */
export interface UploadChecks {
  /** The audio format (`mp3`, `ogg-vorbis`, `ogg-opus`) and length; throws `unsupported-media-type`. */
  audio(path: string): Promise<{ format: string; lengthSeconds: number }>;
  /** Throws `unsupported-media-type` unless the file decodes as a JPEG. */
  image(path: string): Promise<{ format: 'jpeg' }>;
}

export interface UploadsOptions {
  records: UploadRecords;
  /** `upload_analyses`. */
  analyses: TrackAnalyses;
  blobs: BlobStore;
  staging: UploadStaging;
  /** Waits out a concurrent upload of the same bytes (adapters/busy-waits.ts). */
  waits: BusyWaits;
  checks: UploadChecks;
  /** Decodes and analyses a file off the event loop (the worker pool), as ingestion does for masters. */
  analyse: (job: TrackAnalysisJob) => Promise<TrackAnalysis>;
  ffmpeg: string;
  announcer: UploadAnnouncer;
  logger: Logger;
  /** The clock of lifetimes and expiry; tests move it. */
  now?: () => Date;
  /** How long a claim may take to be stored before a sweep clears it (a process that died mid-upload). */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 2 * 60 * 1000;
/** How long an upload waits for a concurrent upload of the same bytes by the same owner, looking every 100 ms. */
const CONCURRENT_WAIT = { forMs: 60_000, everyMs: 100 };
const WHAT: Record<UploadKind, string> = { audio: 'Audio file', image: 'Image' };
export const AUDIO_NOT_FOUND = 'Audio was not found';
export const IMAGE_NOT_FOUND = 'Image was not found';

/**
 * Partner audio and end-user images (spec 4.7, DECISIONS §2). An upload is streamed to a temp
 * file (refused the moment it passes its size limit), deduplicated by SHA-256 per owner, checked
 * by content, analysed (audio, as a catalog master), stored in the blob store with one atomic put,
 * and only then made live — so a refused, failed or interrupted upload leaves nothing. It lives
 * 7 days (audio) or 24 hours (images); a delete or the sweeper's expiry retires it, and the
 * announcer removes everything derived from it and tells `media.uploads.v1`.
 */
export class Uploads {
  private readonly now: () => Date;
  private readonly leaseMs: number;

  constructor(private readonly options: UploadsOptions) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  async uploadAudio(
    owner: UploadOwner,
    content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<StoredUpload> {
    return this.upload('audio', { partnerId: owner.partnerId }, content, async (record, staged) => {
      const { format, lengthSeconds } = await this.options.checks.audio(staged.path);
      const analysis = await this.options
        .analyse({ file: staged.path, ffmpeg: this.options.ffmpeg })
        .catch((error: unknown) => {
          // A busy or stopping worker pool is ours to say (429/503), not a fault of the file.
          if (isPassingFailure(error)) throw error;
          throw unsupportedMediaType('Audio file could not be decoded', [
            { key: 'file', messages: ['could not be decoded as audio'] },
          ]);
        });
      await this.options.analyses.save({
        _id: record.uploadId,
        masterSha256: record.sha256,
        analyzedAt: this.now().toISOString(),
        analysis,
      });
      return { format, lengthSeconds, bpm: analysis.bpm, analysisVersion: analysis.version };
    });
  }

  async uploadImage(
    owner: Required<UploadOwner>,
    content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<StoredUpload> {
    return this.upload('image', owner, content, async (_record, staged) => this.options.checks.image(staged.path));
  }

  /** A live audio upload of the partner by id or checksum; NOT_FOUND ("Audio was not found") otherwise. */
  async audio(partnerId: string, match: { uploadId?: string; sha256?: string }): Promise<UploadRecord> {
    const [found] = await this.live({ kind: 'audio', partnerId }, match);
    if (!found) throw notFound(AUDIO_NOT_FOUND);
    return found;
  }

  /** One of the user's live images; NOT_FOUND ("Image was not found") otherwise. */
  async image(owner: Required<UploadOwner>, imageId: string): Promise<UploadRecord> {
    const [found] = await this.live({ kind: 'image', ...owner }, { uploadId: imageId });
    if (!found) throw notFound(IMAGE_NOT_FOUND);
    return found;
  }

  /** The analysis stored with a live audio upload. */
  async audioAnalysis(partnerId: string, uploadId: string) {
    const record = await this.audio(partnerId, { uploadId });
    const stored = await this.options.analyses.find(record.uploadId);
    if (!stored) throw notFound(AUDIO_NOT_FOUND);
    return { record, stored };
  }

  /** Deletes the partner's live audio uploads with this id or checksum; the ids removed (none: []). */
  async deleteAudio(partnerId: string, match: { uploadId?: string; sha256?: string }): Promise<string[]> {
    return this.retireAll(await this.live({ kind: 'audio', partnerId }, match), 'deleted');
  }

  /** Deletes one of the user's images; NOT_FOUND when it has no such live image. */
  async deleteImage(owner: Required<UploadOwner>, imageId: string): Promise<string[]> {
    return this.retireAll([await this.image(owner, imageId)], 'deleted');
  }

  /** Deletes every live image of the user; the ids removed. */
  async deleteImages(owner: Required<UploadOwner>): Promise<string[]> {
    const records = await this.options.records.listLive({ kind: 'image', ...owner });
    return this.retireAll(
      records.filter((record) => this.isLive(record)),
      'deleted',
    );
  }

  /**
   * Retires expired uploads and clears claims of processes that died mid-upload; then the
   * announcer removes what was derived and publishes. Run periodically (and by tests).
   */
  async sweep(): Promise<{ expired: number; abandoned: number }> {
    const { records } = this.options;
    const now = this.now();
    const expired = await records.expired(now);
    for (const record of expired) await this.retire(record, 'expired');
    const abandoned = await records.abandoned(now);
    for (const record of abandoned) await this.release(record);
    await this.options.announcer.wake();
    if (expired.length || abandoned.length)
      this.options.logger.info({ expired: expired.length, abandoned: abandoned.length }, 'uploads swept');
    return { expired: expired.length, abandoned: abandoned.length };
  }

  private async upload(
    kind: UploadKind,
    owner: UploadOwner,
    content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    check: (record: UploadRecord, staged: StagedFile) => Promise<Partial<UploadRecord>>,
  ): Promise<StoredUpload> {
    const rule = UPLOAD_RULES[kind];
    const staged = await this.options.staging.stage(content, { ...rule, what: WHAT[kind] });
    try {
      const slot = uploadSlot(kind, owner.partnerId, owner.userId, staged.sha256);
      const placed = await this.options.waits.whileBusy(
        () => this.place(kind, owner, staged, slot, check),
        CONCURRENT_WAIT,
      );
      if (placed === 'busy') throw unavailable(`${WHAT[kind]} is still being stored by another request`);
      return placed;
    } finally {
      await staged.discard();
    }
  }

  /**
   * One try at the upload's slot: the live upload of the same bytes, or this one stored — or
   * 'busy' while the same bytes are being stored by a concurrent request of the same owner (or
   * were, by a process that died: the claim is cleared and the next try takes the slot).
   */
  private async place(
    kind: UploadKind,
    owner: UploadOwner,
    staged: StagedFile,
    slot: string,
    check: (record: UploadRecord, staged: StagedFile) => Promise<Partial<UploadRecord>>,
  ): Promise<StoredUpload | 'busy'> {
    for (;;) {
      const existing = await this.options.records.findSlot(slot);
      if (existing && (await this.settle(existing)) === 'live') return { record: existing, deduplicated: true };
      if (existing?.state === 'storing') return 'busy';
      const record = this.claimOf(kind, owner, staged, slot);
      // Lost to a request that claimed the slot since we looked: look again.
      if (!(await this.options.records.claim(record))) continue;
      return { record: await this.store(record, staged, check), deduplicated: false };
    }
  }

  /** Checks and stores a claimed upload, making it live; on any failure removes everything it made. */
  private async store(
    record: UploadRecord,
    staged: StagedFile,
    check: (record: UploadRecord, staged: StagedFile) => Promise<Partial<UploadRecord>>,
  ): Promise<UploadRecord> {
    const { records, blobs, logger } = this.options;
    try {
      const facts = await check(record, staged);
      await blobs.put(record.blobKey, staged.read());
      const now = this.now();
      if (!(await records.publish(record, facts, now)))
        throw unavailable(`${WHAT[record.kind]} took too long to store; try again`);
      logger.info(
        { uploadId: record.uploadId, kind: record.kind, sizeBytes: record.sizeBytes, format: facts.format },
        'upload stored',
      );
      void this.options.announcer.wake();
      return { ...record, ...facts, state: 'live', updatedAt: now.toISOString() };
    } catch (error) {
      await this.release(record).catch((cleanup: unknown) =>
        logger.warn({ err: cleanup, uploadId: record.uploadId }, 'refused upload not cleaned up; the sweeper will'),
      );
      throw error;
    }
  }

  private claimOf(kind: UploadKind, owner: UploadOwner, staged: StagedFile, slot: string): UploadRecord {
    const now = this.now();
    const uploadId = randomUUID();
    return {
      _id: slot,
      uploadId,
      kind,
      partnerId: owner.partnerId,
      ...(kind === 'image' ? { userId: owner.userId ?? '' } : {}),
      sha256: staged.sha256,
      sizeBytes: staged.size,
      blobKey: `uploads/${kind}/${uploadId}`,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + UPLOAD_RULES[kind].lifetimeMs).toISOString(),
      updatedAt: now.toISOString(),
      state: 'storing',
      leaseUntil: new Date(now.getTime() + this.leaseMs).toISOString(),
    };
  }

  /**
   * What an upload found in a slot is now: live, still being stored, or gone — an expired upload
   * is retired and a dead process's claim cleared on the spot, so the slot is free.
   */
  private async settle(record: UploadRecord): Promise<'live' | 'storing' | 'gone'> {
    const now = this.now().toISOString();
    if (record.state === 'live') {
      if (record.expiresAt > now) return 'live';
      await this.retire(record, 'expired');
      return 'gone';
    }
    if ((record.leaseUntil ?? '') > now) return 'storing';
    await this.release(record);
    return 'gone';
  }

  private async live(
    owner: { kind: UploadKind; partnerId: string; userId?: string },
    match: { uploadId?: string; sha256?: string },
  ) {
    const found = await this.options.records.findLive(owner, match);
    return found.filter((record) => this.isLive(record));
  }

  private isLive(record: UploadRecord): boolean {
    return record.state === 'live' && record.expiresAt > this.now().toISOString();
  }

  private async retireAll(records: UploadRecord[], reason: RetirementReason): Promise<string[]> {
    for (const record of records) await this.retire(record, reason);
    void this.options.announcer.wake();
    return records.map((record) => record.uploadId);
  }

  /** Retires an upload and removes its bytes and analysis now; its event follows (announcer). */
  private async retire(record: UploadRecord, reason: RetirementReason): Promise<void> {
    const retired = await this.options.records.retire(record, reason, this.now());
    await this.options.announcer.removeDerived(retired);
    this.options.logger.info({ uploadId: record.uploadId, kind: record.kind, reason }, 'upload retired');
  }

  /** Removes a claim that never went live, with whatever it stored. */
  private async release(record: UploadRecord): Promise<void> {
    await this.options.blobs.delete(record.blobKey);
    if (record.kind === 'audio') await this.options.analyses.delete(record.uploadId);
    await this.options.records.release(record);
  }
}
