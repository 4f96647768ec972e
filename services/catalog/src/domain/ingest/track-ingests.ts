import type { IngestRecord, IngestRecords } from '../ports';

export type { IngestState } from '../ports';

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

/**
 * One ingested master, collection `track_ingests`, `_id` = the track id (derived from the master's
 * checksum): the request, where it stands, and the analysis facts the track was published with. The
 * track document itself is written (published) only once media's analysis arrived, so a track in
 * processing is invisible everywhere without any reader having to filter it.
 */
export interface TrackIngest extends IngestRecord {
  metadata: IngestMetadata;
  analysis?: { bpm: number; lengthSeconds: number; analyzedAt: string };
}

/** The track ingests (a port; `store/ingest-records.ts`). */
export type TrackIngests = IngestRecords<TrackIngest>;
