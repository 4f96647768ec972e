import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { Page } from '../domain/paging';
import type { LikeStore } from '../domain/ports';

/** A like as stored in `liked_tracks`. */
interface LikeDocument {
  /** `<partner id>/<user id>/<track id>`, so liking twice is one like. */
  _id: string;
  partnerId: string;
  userId: string;
  trackId: string;
  likedAt: string;
}

/** Every query and update of `liked_tracks`; each is scoped by partner id. */
export class LikeRecords implements LikeStore {
  private readonly likes: DocumentCollection<LikeDocument>;

  constructor(store: DocumentStore) {
    this.likes = store.collection<LikeDocument>('liked_tracks');
  }

  async ensureIndexes(): Promise<void> {
    await this.likes.ensureIndexes([{ keys: { partnerId: 1, userId: 1, likedAt: -1 }, name: 'user_likes' }]);
  }

  async add(like: { partnerId: string; userId: string; trackId: string; likedAt: Date }): Promise<void> {
    const { partnerId, userId, trackId } = like;
    await this.likes.updateOne(
      { _id: likeId(partnerId, userId, trackId) },
      { $setOnInsert: { partnerId, userId, trackId, likedAt: like.likedAt.toISOString() } },
      { upsert: true },
    );
  }

  async remove(partnerId: string, userId: string, trackId: string): Promise<void> {
    await this.likes.deleteOne({ _id: likeId(partnerId, userId, trackId), partnerId });
  }

  async list(partnerId: string, userId: string, page: Page): Promise<{ trackIds: string[]; total: number }> {
    const filter = { partnerId, userId };
    const [documents, total] = await Promise.all([
      this.likes.find(filter, { sort: { likedAt: -1, trackId: 1 }, skip: page.offset, limit: page.limit }),
      this.likes.count(filter),
    ]);
    return { trackIds: documents.map((like) => like.trackId), total };
  }
}

function likeId(partnerId: string, userId: string, trackId: string): string {
  return `${partnerId}/${userId}/${trackId}`;
}
