import { invalidArgument, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { EndUsers } from './end-users';
import type { Page } from './paging';

interface LikeDocument {
  /** `<partner id>/<user id>/<track id>`, so liking twice is one like. */
  _id: string;
  partnerId: string;
  userId: string;
  trackId: string;
  likedAt: string;
}

const MAX_TRACK_ID_LENGTH = 128;

/** Tracks connected end users like. Owns the `liked_tracks` collection. */
export class Likes {
  private readonly likes: DocumentCollection<LikeDocument>;

  constructor(
    store: DocumentStore,
    private readonly users: EndUsers,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.likes = store.collection<LikeDocument>('liked_tracks');
  }

  async ensureIndexes(): Promise<void> {
    await this.likes.ensureIndexes([{ keys: { partnerId: 1, userId: 1, likedAt: -1 }, name: 'user_likes' }]);
  }

  async like(partnerId: string, userId: string, trackId: string): Promise<void> {
    checkTrackId(trackId);
    await this.users.requireConnected(partnerId, userId);
    const likedAt = this.clock().toISOString();
    await this.likes.updateOne(
      { _id: likeId(partnerId, userId, trackId) },
      { $setOnInsert: { partnerId, userId, trackId, likedAt } },
      { upsert: true },
    );
  }

  async unlike(partnerId: string, userId: string, trackId: string): Promise<void> {
    checkTrackId(trackId);
    await this.users.get(partnerId, userId);
    await this.likes.deleteOne({ _id: likeId(partnerId, userId, trackId), partnerId });
  }

  /** Most recent first. FAILED_PRECONDITION: the user is not connected. */
  async list(partnerId: string, userId: string, page: Page): Promise<{ trackIds: string[]; total: number }> {
    await this.users.requireConnected(partnerId, userId);
    const filter = { partnerId, userId };
    const [documents, total] = await Promise.all([
      this.likes.find(filter, { sort: { likedAt: -1, trackId: 1 }, skip: page.offset, limit: page.limit }),
      this.likes.count(filter),
    ]);
    return { trackIds: documents.map((like) => like.trackId), total };
  }
}

function checkTrackId(trackId: string): void {
  if (!trackId || trackId.length > MAX_TRACK_ID_LENGTH)
    throw invalidArgument('Bad request', [
      { key: 'trackId', messages: [`must be 1 to ${MAX_TRACK_ID_LENGTH} characters`] },
    ]);
}

function likeId(partnerId: string, userId: string, trackId: string): string {
  return `${partnerId}/${userId}/${trackId}`;
}
