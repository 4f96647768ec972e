import type { Page } from './paging';
import type { RateLimit } from './partner-settings';
import type { Subscription } from './subscription';

/**
 * What the accounts domain needs from its collections, declared here and implemented in `store/`
 * (which holds every query and update document). Values cross these ports plain.
 */

export type PartnerStatus = 'active' | 'disabled';

/** A partner as stored. */
export interface PartnerRecord {
  id: string;
  name: string;
  accessKeyId: string;
  /** Peppered HMAC of the access key secret (AccessKeySecrets); the secret itself is never stored. */
  secretHash: string;
  status: PartnerStatus;
  /** RFC 3339. */
  createdAt: string;
  freeTierCollectionIds?: string[];
  /** Absent: the defaults. */
  rateLimit?: RateLimit;
  allowedOrigins?: string[];
  /** Grows with every change of the settings (free tier, rate limit, origins, status). */
  settingsRevision?: number;
}

/** A change of a partner's settings; `rateLimit: null` goes back to the defaults. */
export interface SettingsChange {
  status?: PartnerStatus;
  freeTierCollectionIds?: string[];
  rateLimit?: RateLimit | null;
  allowedOrigins?: string[];
}

/** The partners (store/partner-records.ts). */
export interface PartnerStore {
  insert(partner: PartnerRecord): Promise<void>;
  get(partnerId: string): Promise<PartnerRecord | null>;
  getActive(partnerId: string): Promise<PartnerRecord | null>;
  byAccessKeyId(accessKeyId: string): Promise<PartnerRecord | null>;
  exists(partnerId: string): Promise<boolean>;
  /** In creation order. */
  list(page: Page): Promise<{ partners: PartnerRecord[]; total: number }>;
  /** Creates the partner or replaces it whole (its id decides). */
  put(partner: PartnerRecord): Promise<void>;
  /** Sets the secret hash; only if it is still `expected` when given. False: no such partner (or changed). */
  setSecretHash(partnerId: string, secretHash: string, expected?: string): Promise<boolean>;
  /**
   * Applies the change and marks a new settings revision pending (to be announced) in the same
   * write, so it is never lost. False: no such partner.
   */
  changeSettings(partnerId: string, change: SettingsChange): Promise<boolean>;
  /** Partners whose latest settings revision is not announced yet. */
  pendingSettings(limit: number): Promise<PartnerRecord[]>;
  /** The revision is announced; a later one stays pending. */
  settingsAnnounced(partnerId: string, revision: number): Promise<void>;
}

/** An end user of a partner as stored. */
export interface EndUserRecord {
  partnerId: string;
  userId: string;
  connected: boolean;
  subscription?: Subscription;
  createdAt: Date;
}

/** The end users (store/end-user-records.ts); every read and write is keyed by partner id. */
export interface EndUserStore {
  /** Creates the user, not connected, unless it exists (two first sightings at once make one). */
  addIfAbsent(partnerId: string, userId: string, createdAt: Date): Promise<void>;
  /** Creates the user if needed (`connected` absent: false); sets `connected` when given. */
  upsertConnection(partnerId: string, userId: string, createdAt: Date, connected: boolean | undefined): Promise<void>;
  /** Sets the whole state (no subscription: removed), creating the user if needed; whether it was created. */
  put(
    partnerId: string,
    userId: string,
    createdAt: Date,
    state: { connected: boolean; subscription?: Subscription },
  ): Promise<{ created: boolean }>;
  get(partnerId: string, userId: string): Promise<EndUserRecord | null>;
  /** By user id. */
  list(partnerId: string, page: Page): Promise<{ users: EndUserRecord[]; total: number }>;
  /** Sets or (undefined) removes the subscription. */
  setSubscription(partnerId: string, userId: string, subscription: Subscription | undefined): Promise<void>;
}

/** The tracks end users like (store/like-records.ts). */
export interface LikeStore {
  /** Liking twice is one like, kept with its first time. */
  add(like: { partnerId: string; userId: string; trackId: string; likedAt: Date }): Promise<void>;
  remove(partnerId: string, userId: string, trackId: string): Promise<void>;
  /** Track ids, most recent first. */
  list(partnerId: string, userId: string, page: Page): Promise<{ trackIds: string[]; total: number }>;
}
