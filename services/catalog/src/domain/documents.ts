/** How the catalog stores its entities (collections `tracks`, `moods`, `genres`, `collections`). */
export type ImageSet = Record<string, string>;

export interface TrackDocument {
  _id: string;
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  bpm: number;
  lengthSeconds: number;
  moodIds: string[];
  genreIds: string[];
  images: ImageSet;
  hasVocals: boolean;
  /** YYYY-MM-DD */
  added: string;
  isExplicit: boolean;
  /** Only published tracks are visible to partners; ingestion starts tracks as processing. */
  status: 'processing' | 'published';
}

export interface MoodDocument {
  _id: string;
  name: string;
  images: ImageSet;
  featured: boolean;
}

export interface GenreDocument {
  _id: string;
  name: string;
  parentId?: string;
  images: ImageSet;
  featured: boolean;
}

export interface CollectionDocument {
  _id: string;
  name: string;
  trackIds: string[];
  images: ImageSet;
  /** In the free tier of partners that have not chosen their own (accounts owns partner choices). */
  freeTierByDefault: boolean;
}
