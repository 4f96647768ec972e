/**
 * The `similarity_uploads` collection: which partner audio uploads similarity describes, and where
 * the work on their features stands. An upload that goes (deleted, expired) is removed with its
 * features (FeatureArchive); its work record goes last, so a crash in between is finished by the
 * next delivery of the same event.
 */
import { type DocumentCollection, type DocumentStore, isDomainError } from '@downbeat/platform';
import type { UploadProfile, UploadProfiles, WorkFailure } from '../domain/ports';
import { claimedWork, dueFilter, finishUpdate, unclaimedSince } from './work-updates';

export class UploadProfileRecords implements UploadProfiles {
  private readonly uploads: DocumentCollection<UploadProfile>;

  constructor(store: DocumentStore) {
    this.uploads = store.collection<UploadProfile>('similarity_uploads');
  }

  async ensureIndexes(): Promise<void> {
    await this.uploads.ensureIndexes([{ keys: { 'work.state': 1, 'work.leaseUntil': 1 }, name: 'by_work_lease' }]);
  }

  get(uploadId: string): Promise<UploadProfile | null> {
    return this.uploads.findOne({ _id: uploadId });
  }

  async want(upload: { uploadId: string; partnerId: string }, version: number): Promise<void> {
    const known = await this.get(upload.uploadId);
    if (known && known.work.version === version) return;
    const wanted = {
      _id: upload.uploadId,
      partnerId: upload.partnerId,
      work: { state: 'pending' as const, version, attempts: 0 },
      updatedAt: new Date().toISOString(),
    };
    await this.uploads.replaceOne({ _id: upload.uploadId }, wanted, { upsert: true }).catch(async (error: unknown) => {
      // The upload's event and a request for it can both want it at once: two upserts of a new id
      // race, and the loser's insert is refused. The winner's record is there now; read it again.
      if (!isDomainError(error, 'already-exists')) throw error;
      await this.want(upload, version);
    });
  }

  async claimDue(attempt: string, leaseUntil: Date, limit: number): Promise<UploadProfile[]> {
    const due = await this.uploads.find(dueFilter(new Date()), { limit, sort: { updatedAt: 1 } });
    const claimed: UploadProfile[] = [];
    for (const upload of due) {
      const work = claimedWork(upload.work, attempt, leaseUntil);
      const { matched } = await this.uploads.updateOne(
        { _id: upload._id, ...unclaimedSince(upload.work) },
        { $set: { work } },
      );
      if (matched === 1) claimed.push({ ...upload, work });
    }
    return claimed;
  }

  async finish(uploadId: string, attempt: string, outcome: { ready: true } | WorkFailure): Promise<boolean> {
    const { matched } = await this.uploads.updateOne(
      { _id: uploadId, 'work.attempt': attempt },
      finishUpdate(outcome, {}),
    );
    return matched === 1;
  }

  async remove(uploadId: string): Promise<void> {
    await this.uploads.deleteOne({ _id: uploadId });
  }
}
