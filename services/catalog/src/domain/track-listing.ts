import type { DocumentStore, Filter } from '@downbeat/platform';
import type { CollectionDocument, GenreDocument, MoodDocument, TrackDocument } from './documents';
import { toTrack, type Track, type TrackContext } from './track';

export interface TrackQuery {
  limit: number;
  offset: number;
  genreIds?: string[];
  moodIds?: string[];
  bpmMin?: number;
  bpmMax?: number;
}

export interface TrackPage {
  tracks: Track[];
  total: number;
}

/** Lists published tracks, newest first, with the partner's view of each (premium flag). */
export class TrackListing {
  constructor(private readonly store: DocumentStore) {}

  async list(query: TrackQuery): Promise<TrackPage> {
    const context = await this.context();
    const filter = trackFilter(query, context.genres);
    const tracks = this.store.collection<TrackDocument>('tracks');
    const [documents, total] = await Promise.all([
      tracks.find(filter, { sort: { added: -1, _id: 1 }, skip: query.offset, limit: query.limit }),
      tracks.count(filter),
    ]);
    return { tracks: documents.map((document) => toTrack(document, context)), total };
  }

  private async context(): Promise<TrackContext> {
    const [moods, genres, freeCollections] = await Promise.all([
      this.store.collection<MoodDocument>('moods').find({}),
      this.store.collection<GenreDocument>('genres').find({}),
      this.store.collection<CollectionDocument>('collections').find({ freeTierByDefault: true }),
    ]);
    return {
      moods: new Map(moods.map((mood) => [mood._id, mood])),
      genres: new Map(genres.map((genre) => [genre._id, genre])),
      freeTierTrackIds: new Set(freeCollections.flatMap((collection) => collection.trackIds)),
    };
  }
}

/** A parent genre matches tracks of its children too. */
function trackFilter(query: TrackQuery, genres: Map<string, GenreDocument>): Filter {
  const filter: Filter = { status: 'published' };
  if (query.genreIds?.length) {
    const wanted = new Set(query.genreIds);
    for (const genre of genres.values()) if (genre.parentId && wanted.has(genre.parentId)) wanted.add(genre._id);
    filter.genreIds = { $in: [...wanted] };
  }
  if (query.moodIds?.length) filter.moodIds = { $in: query.moodIds };
  if (query.bpmMin !== undefined || query.bpmMax !== undefined) {
    filter.bpm = {
      ...(query.bpmMin !== undefined ? { $gte: query.bpmMin } : {}),
      ...(query.bpmMax !== undefined ? { $lte: query.bpmMax } : {}),
    };
  }
  return filter;
}
