import type { DocumentCollection, DocumentStore } from '@downbeat/platform';

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

/** Owns the `media_assets` collection. */
export class MediaAssets {
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
