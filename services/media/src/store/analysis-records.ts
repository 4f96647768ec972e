import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { StoredAnalysis, TrackAnalyses } from '../domain/ports';

/**
 * `track_analyses` (by track id) or `upload_analyses` (by upload id): one analysis document each,
 * replaced whole when the master changes.
 */
export class AnalysisRecords implements TrackAnalyses {
  private readonly analyses: DocumentCollection<StoredAnalysis>;

  constructor(store: DocumentStore, collection: 'track_analyses' | 'upload_analyses' = 'track_analyses') {
    this.analyses = store.collection<StoredAnalysis>(collection);
  }

  find(id: string): Promise<StoredAnalysis | null> {
    return this.analyses.findOne({ _id: id });
  }

  async save(stored: StoredAnalysis): Promise<void> {
    await this.analyses.replaceOne({ _id: stored._id }, stored, { upsert: true });
  }

  async delete(id: string): Promise<void> {
    await this.analyses.deleteOne({ _id: id });
  }
}
