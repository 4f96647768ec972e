import type { TrackAnalysis } from '@downbeat/audio';
import type { DocumentCollection, DocumentStore } from '@downbeat/platform';

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

export class TrackAnalyses {
  private readonly analyses: DocumentCollection<StoredAnalysis>;

  constructor(store: DocumentStore, collection: 'track_analyses' | 'upload_analyses' = 'track_analyses') {
    this.analyses = store.collection<StoredAnalysis>(collection);
  }

  find(trackId: string): Promise<StoredAnalysis | null> {
    return this.analyses.findOne({ _id: trackId });
  }

  async save(stored: StoredAnalysis): Promise<void> {
    await this.analyses.replaceOne({ _id: stored._id }, stored, { upsert: true });
  }

  async delete(id: string): Promise<void> {
    await this.analyses.deleteOne({ _id: id });
  }
}
