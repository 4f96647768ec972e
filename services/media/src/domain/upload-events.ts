import { assertValidEvent, type UploadEvent } from '@downbeat/contracts';
import { PendingWork, type BlobStore, type EventBus, type Logger } from '@downbeat/platform';
import type { RetiredUpload, TrackAnalyses, UploadRecord, UploadRecords } from './ports';

export const UPLOADS_TOPIC = 'media.uploads.v1';
export const UPLOAD_EVENT = 'downbeat.media.upload.v1';

/** The full state of an upload as `media.uploads.v1` carries it. */
export function uploadEvent(record: UploadRecord, state: UploadEvent['state'], updatedAt: string): UploadEvent {
  return {
    uploadId: record.uploadId,
    partnerId: record.partnerId,
    ...(record.kind === 'image' ? { userId: record.userId ?? '' } : {}),
    kind: record.kind,
    state,
    sha256: record.sha256,
    sizeBytes: record.sizeBytes,
    ...(record.kind === 'audio' ? { lengthSeconds: record.lengthSeconds ?? 0 } : {}),
    ...(record.format ? { format: record.format } : {}),
    ...(state === 'live' && record.bpm !== undefined ? { bpm: record.bpm } : {}),
    ...(state === 'live' && record.analysisVersion !== undefined ? { analysisVersion: record.analysisVersion } : {}),
    blobKey: record.blobKey,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    updatedAt,
  };
}

export interface UploadAnnouncerOptions {
  records: UploadRecords;
  analyses: TrackAnalyses;
  blobs: BlobStore;
  /** Without a bus, events wait in the store (derived files are removed all the same). */
  bus?: Pick<EventBus, 'publish'>;
  logger: Logger;
}

/**
 * Finishes what uploads leave to do, from durable marks only, so a crash or a broker outage
 * delays it and loses nothing: announces live uploads (the `announce` mark, set with the update
 * that made the upload live) and retired ones (a retirement record): removes a retired upload's
 * bytes and analysis, publishes `deleted` or `expired`, then forgets it. Each event has a stable
 * id (upload id and state), so a repeat after a lost acknowledgement is recognisable.
 */
export class UploadAnnouncer {
  private readonly work: PendingWork;

  constructor(private readonly options: UploadAnnouncerOptions) {
    this.work = new PendingWork(
      () => this.pass(),
      (error) => this.options.logger.warn({ err: error }, 'upload events not published yet; retrying later'),
    );
  }

  /** Does what is pending now; a call during a pass runs one more pass after it. */
  wake(): Promise<void> {
    return this.work.wake();
  }

  /** Removes what was derived from a retired upload: its bytes, its analysis, its slot. Idempotent. */
  async removeDerived(retired: RetiredUpload): Promise<void> {
    const { records, analyses, blobs } = this.options;
    await blobs.delete(retired.record.blobKey);
    if (retired.record.kind === 'audio') await analyses.delete(retired.record.uploadId);
    await records.forgetSlotOf(retired);
  }

  private async pass(): Promise<void> {
    const { records, bus } = this.options;
    for (const retired of await records.pendingRetirements()) {
      await this.removeDerived(retired);
      if (!bus) continue;
      await this.publish(uploadEvent(retired.record, retired.reason, retired.retiredAt));
      await records.forgetRetirement(retired);
    }
    if (!bus) return;
    for (const record of await records.announcementsDue()) {
      await this.publish(uploadEvent(record, 'live', record.updatedAt));
      await records.announced(record);
    }
  }

  private async publish(event: UploadEvent): Promise<void> {
    assertValidEvent(UPLOAD_EVENT, event);
    await this.options.bus!.publish({
      topic: UPLOADS_TOPIC,
      type: UPLOAD_EVENT,
      key: event.uploadId,
      subject: event.uploadId,
      id: `${event.uploadId}:${event.state}`,
      data: event,
    });
  }
}
