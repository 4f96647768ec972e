import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import { assetDocumentId, type AssetKind, type MediaAsset, type MediaAssets } from '../domain/ports';

/** Owns the `media_assets` collection. */
export class MediaAssetRecords implements MediaAssets {
  private readonly assets: DocumentCollection<MediaAsset>;

  constructor(store: DocumentStore) {
    this.assets = store.collection<MediaAsset>('media_assets');
  }

  async ensureIndexes(): Promise<void> {
    await this.assets.ensureIndexes([
      { keys: { state: 1, leaseUntil: 1 }, name: 'by_state_lease' },
      { keys: { announce: 1 }, name: 'by_announce' },
    ]);
  }

  find(kind: AssetKind, assetId: string): Promise<MediaAsset | null> {
    return this.assets.findOne({ _id: assetDocumentId(kind, assetId) });
  }

  async save(asset: MediaAsset): Promise<void> {
    await this.assets.replaceOne({ _id: asset._id }, asset, { upsert: true });
  }

  /** Updates the asset only while `attempt` still holds it; false when another ingest took over. */
  async updateAttempt(asset: MediaAsset, changes: Partial<MediaAsset>): Promise<boolean> {
    const { matched } = await this.assets.updateOne(
      { _id: asset._id, attempt: asset.attempt },
      { $set: { ...changes, updatedAt: new Date().toISOString() } },
    );
    return matched === 1;
  }

  /** Finished track ingests whose analysis event is not out yet. */
  announcementsDue(): Promise<MediaAsset[]> {
    return this.assets.find({ announce: true }, { limit: 100 });
  }

  /** The analysis event of this attempt is out; a newer attempt keeps its own mark. */
  async announced(asset: MediaAsset): Promise<void> {
    await this.assets.updateOne({ _id: asset._id, attempt: asset.attempt }, { $unset: { announce: '' } });
  }

  /** Queued or processing assets whose lease ran out: their ingest died with its process. */
  abandoned(now: Date): Promise<MediaAsset[]> {
    return this.assets.find(
      { state: { $in: ['queued', 'processing'] }, leaseUntil: { $lt: now.toISOString() } },
      { limit: 100 },
    );
  }
}
