import { invalidArgument } from '@downbeat/platform';
import type { EndUsers } from './end-users';
import type { Page } from './paging';
import type { LikeStore } from './ports';

const MAX_TRACK_ID_LENGTH = 128;

/** Tracks connected end users like (stored by store/like-records.ts in `liked_tracks`). */
export class Likes {
  constructor(
    private readonly likes: LikeStore,
    private readonly users: Pick<EndUsers, 'get' | 'requireConnected'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async like(partnerId: string, userId: string, trackId: string): Promise<void> {
    checkTrackId(trackId);
    await this.users.requireConnected(partnerId, userId);
    await this.likes.add({ partnerId, userId, trackId, likedAt: this.clock() });
  }

  async unlike(partnerId: string, userId: string, trackId: string): Promise<void> {
    checkTrackId(trackId);
    await this.users.get(partnerId, userId);
    await this.likes.remove(partnerId, userId, trackId);
  }

  /** Most recent first. FAILED_PRECONDITION: the user is not connected. */
  async list(partnerId: string, userId: string, page: Page): Promise<{ trackIds: string[]; total: number }> {
    await this.users.requireConnected(partnerId, userId);
    return this.likes.list(partnerId, userId, page);
  }
}

function checkTrackId(trackId: string): void {
  if (!trackId || trackId.length > MAX_TRACK_ID_LENGTH)
    throw invalidArgument('Bad request', [
      { key: 'trackId', messages: [`must be 1 to ${MAX_TRACK_ID_LENGTH} characters`] },
    ]);
}
