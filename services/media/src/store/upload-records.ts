import { insertNew, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { RetiredUpload, RetirementReason, UploadOwnerKey, UploadRecord, UploadRecords } from '../domain/ports';

/**
 * Owns the `uploads` and `upload_retirements` collections. A claim is an insert keyed by the
 * upload's slot, so two uploads of the same bytes collide on `_id` on every document store (no
 * unique index needed beyond `_id`, which FerretDB and MongoDB both enforce).
 */
export class UploadRecordStore implements UploadRecords {
  private readonly uploads: DocumentCollection<UploadRecord>;
  private readonly retirements: DocumentCollection<RetiredUpload>;

  constructor(store: DocumentStore) {
    this.uploads = store.collection<UploadRecord>('uploads');
    this.retirements = store.collection<RetiredUpload>('upload_retirements');
  }

  async ensureIndexes(): Promise<void> {
    await this.uploads.ensureIndexes([
      { keys: { uploadId: 1 }, name: 'by_upload_id' },
      { keys: { partnerId: 1, kind: 1, userId: 1 }, name: 'by_owner' },
      { keys: { state: 1, expiresAt: 1 }, name: 'by_state_expiry' },
      { keys: { state: 1, leaseUntil: 1 }, name: 'by_state_lease' },
      { keys: { announce: 1 }, name: 'by_announce' },
    ]);
  }

  /** Inserts a claim; false when the slot is taken (the caller reads who holds it). */
  claim(record: UploadRecord): Promise<boolean> {
    return insertNew(this.uploads, record);
  }

  findSlot(slot: string): Promise<UploadRecord | null> {
    return this.uploads.findOne({ _id: slot });
  }

  /** Live uploads of one owner matching the upload id or the checksum (images: the user's only). */
  findLive(owner: UploadOwnerKey, match: { uploadId?: string; sha256?: string }): Promise<UploadRecord[]> {
    const alternatives = [
      ...(match.uploadId ? [{ uploadId: match.uploadId }] : []),
      ...(match.sha256 ? [{ sha256: match.sha256 }] : []),
    ];
    if (alternatives.length === 0) return Promise.resolve([]);
    return this.uploads.find({ ...ownerFilter(owner), state: 'live', $or: alternatives }, { limit: 10 });
  }

  /** Every live upload of an owner (a user's images). */
  listLive(owner: UploadOwnerKey): Promise<UploadRecord[]> {
    return this.uploads.find({ ...ownerFilter(owner), state: 'live' }, { limit: 1000 });
  }

  /** Makes a claim live with what was found; false when the claim is no longer this upload's. */
  async publish(record: UploadRecord, facts: Partial<UploadRecord>, now: Date): Promise<boolean> {
    const { matched } = await this.uploads.updateOne(
      { _id: record._id, uploadId: record.uploadId, state: 'storing' },
      { $set: { ...facts, state: 'live', announce: true, updatedAt: now.toISOString() }, $unset: { leaseUntil: '' } },
    );
    return matched === 1;
  }

  /** Removes a claim that never went live (refused, failed, or abandoned by a dead process). */
  async release(record: UploadRecord): Promise<void> {
    await this.uploads.deleteOne({ _id: record._id, uploadId: record.uploadId, state: 'storing' });
  }

  /** Records the retirement first, then frees the slot; a crash between leaves work the sweeper finishes. */
  async retire(record: UploadRecord, reason: RetirementReason, now: Date): Promise<RetiredUpload> {
    const retired: RetiredUpload = { _id: record.uploadId, record, reason, retiredAt: now.toISOString() };
    await this.retirements.replaceOne({ _id: retired._id }, retired, { upsert: true });
    await this.uploads.deleteOne({ _id: record._id, uploadId: record.uploadId });
    return retired;
  }

  /** Retirements whose derived files or event may still be pending. */
  pendingRetirements(): Promise<RetiredUpload[]> {
    return this.retirements.find({}, { limit: 100 });
  }

  /** The slot of a retired upload is freed (again: a crash may have come between the two writes of `retire`). */
  async forgetSlotOf(retired: RetiredUpload): Promise<void> {
    await this.uploads.deleteOne({ _id: retired.record._id, uploadId: retired.record.uploadId });
  }

  async forgetRetirement(retired: RetiredUpload): Promise<void> {
    await this.retirements.deleteOne({ _id: retired._id });
  }

  announcementsDue(): Promise<UploadRecord[]> {
    return this.uploads.find({ announce: true }, { limit: 100 });
  }

  async announced(record: UploadRecord): Promise<void> {
    await this.uploads.updateOne({ _id: record._id, uploadId: record.uploadId }, { $unset: { announce: '' } });
  }

  /** Live uploads whose lifetime ended. */
  expired(now: Date): Promise<UploadRecord[]> {
    return this.uploads.find({ state: 'live', expiresAt: { $lte: now.toISOString() } }, { limit: 100 });
  }

  /** Claims whose process died before it finished storing them. */
  abandoned(now: Date): Promise<UploadRecord[]> {
    return this.uploads.find({ state: 'storing', leaseUntil: { $lte: now.toISOString() } }, { limit: 100 });
  }
}

function ownerFilter(owner: UploadOwnerKey) {
  return { kind: owner.kind, partnerId: owner.partnerId, ...(owner.kind === 'image' ? { userId: owner.userId } : {}) };
}
