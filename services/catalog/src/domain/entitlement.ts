import type { TrackListing } from './track-listing';
import type { PremiumAccessSource } from './ports';

/**
 * Entitlement, decided here and nowhere else: which tracks are premium for a partner, and who may
 * download them. The catalog owns the first half (a partner's free tier is made of its
 * collections); accounts owns whether a user has premium access, and is asked through a port.
 */

/** Premium = in none of the partner's free-tier collections (DECISIONS.md §2). */
export function isPreviewOnly(trackId: string, freeTierTrackIds: ReadonlySet<string>): boolean {
  return !freeTierTrackIds.has(trackId);
}

/** A free-tier track for every user; a premium track only for a user with premium access. */
export function mayDownload(track: { isPreviewOnly: boolean }, user: { premiumAccess: boolean }): boolean {
  return !track.isPreviewOnly || user.premiumAccess;
}

export interface DownloadAccessAnswer {
  trackId: string;
  isPreviewOnly: boolean;
  mayDownload: boolean;
}

/** Answers "may this user download this track?" for track downloads and versions alike. */
export class DownloadAccess {
  constructor(
    private readonly tracks: Pick<TrackListing, 'get'>,
    private readonly users: PremiumAccessSource,
  ) {}

  /** NOT_FOUND for a track the partner cannot see; a refusal is an answer, not an error. */
  async check(partnerId: string, userId: string, trackId: string): Promise<DownloadAccessAnswer> {
    const track = await this.tracks.get(partnerId, trackId);
    // Premium access matters only for premium tracks: accounts is not asked for the others.
    const premiumAccess = track.isPreviewOnly ? await this.users.premiumAccess(partnerId, userId) : false;
    return {
      trackId: track.id,
      isPreviewOnly: track.isPreviewOnly,
      mayDownload: mayDownload(track, { premiumAccess }),
    };
  }
}
