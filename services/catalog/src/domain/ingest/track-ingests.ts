import type { DocumentCollection, DocumentStore } from '@downbeat/platform';

/** What the operator said about an ingested track (the CLI's metadata file). */
export interface IngestMetadata {
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  moodIds: string[];
  genreIds: string[];
  /** Keys of images media made; before the ingest is recorded, `image` is made into them. */
  images: Record<string, string>;
  /** A picture to make the images from (a URL or an absolute path), as the request gave it. */
  image?: string;
  /** The URL the images were made from. */
  imageSource?: string;
  hasVocals: boolean;
  isExplicit: boolean;
  /** YYYY-MM-DD. */
  added: string;
  /** Set when the metadata fixes the BPM; otherwise the analysis decides. */
  bpm?: number;
}

export type IngestState = 'processing' | 'published' | 'failed';

/**
 * One ingested master, collection `track_ingests`, `_id` = the track id (derived from the master's
 * checksum): the request, where it stands, and the analysis facts the track was published with. The
 * track document itself is written (published) only once media's analysis arrived, so a track in
 * processing is invisible everywhere without any reader having to filter it.
 */
export interface TrackIngest {
  _id: string;
  masterSha256: string;
  masterUri: string;
  metadata: IngestMetadata;
  state: IngestState;
  /** Human readable; the failure reason when failed. */
  message: string;
  analysis?: { bpm: number; lengthSeconds: number; analyzedAt: string };
  /** Epoch ms when media should be asked again (processing only; the safety net for a lost event). */
  followUpAt?: number;
  /** Follow-ups since the last request. */
  followUps: number;
  createdAt: string;
  updatedAt: string;
}

/** Owns `track_ingests`. */
export class TrackIngests {
  private readonly ingests: DocumentCollection<TrackIngest>;

  constructor(store: DocumentStore) {
    this.ingests = store.collection<TrackIngest>('track_ingests');
  }

  async ensureIndexes(): Promise<void> {
    await this.ingests.ensureIndexes([{ keys: { state: 1, followUpAt: 1 }, name: 'by_state_follow_up' }]);
  }

  find(trackId: string): Promise<TrackIngest | null> {
    return this.ingests.findOne({ _id: trackId });
  }

  async save(ingest: TrackIngest): Promise<void> {
    await this.ingests.replaceOne({ _id: ingest._id }, ingest, { upsert: true });
  }

  /** Updates the ingest while it is still about this master; false when it is not. */
  async update(trackId: string, masterSha256: string, changes: Partial<TrackIngest>): Promise<boolean> {
    const unset = Object.entries(changes).filter(([, value]) => value === undefined);
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const { matched } = await this.ingests.updateOne(
      { _id: trackId, masterSha256 },
      {
        $set: { ...set, updatedAt: new Date().toISOString() },
        ...(unset.length > 0 ? { $unset: Object.fromEntries(unset.map(([key]) => [key, ''])) } : {}),
      },
    );
    return matched === 1;
  }

  /** Processing ingests whose follow-up is due. */
  followUpsDue(now: number, limit = 20): Promise<TrackIngest[]> {
    return this.ingests.find({ state: 'processing', followUpAt: { $lte: now } }, { limit });
  }
}
