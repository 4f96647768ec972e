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
  /** How many partners' latest settings are not announced yet. */
  pendingSettingsCount(): Promise<number>;
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

// The stored shapes of the repositories that were in store/ before their domains declared ports.

/** A partner API key as stored: its peppered hash, never the key. Collection `api_keys`. */
export interface ApiKeyDocument {
  /** A UUID. */
  _id: string;
  partnerId: string;
  name: string;
  /** The key's first characters, to tell keys apart in lists. */
  prefix: string;
  /** AccessKeySecrets.hash of the key: deterministic, so a key is found by it. */
  hash: string;
  /** RFC 3339. */
  createdAt: string;
  /** RFC 3339: when the current material was issued. */
  issuedAt: string;
  /** RFC 3339; absent while the key works. */
  revokedAt?: string;
}

/** A developer-portal session as stored: the SHA-256 of its token, never the token. Collection `portal_sessions`. */
export interface PortalSessionDocument {
  /** Hex SHA-256 of the session token: a presented token is found by it in one lookup. */
  _id: string;
  partnerId: string;
  /** RFC 3339. */
  createdAt: string;
  /** RFC 3339; the session is refused from then on. */
  expiresAt: string;
}

export interface SafelistingAssetDocument {
  /** Host and path of the URL, folded (safelisting-assets.ts). */
  id: string;
  type: 'channel' | 'video';
  platform: string;
  url: string;
}

/** A licence as stored, collection `safelisting_licenses`; ended licences stay (soft delete). */
export interface SafelistingLicenseDocument {
  /** A UUID. */
  _id: string;
  partnerId: string;
  userId: string;
  asset: SafelistingAssetDocument;
  /** RFC 3339. */
  createdAt: string;
  /** RFC 3339; absent: until ended. */
  expiresAt?: string;
  /** RFC 3339: when it was ended (deleted through the API). */
  endedAt?: string;
}

/**
 * Which licence holds an asset of a partner, collection `safelisting_assets`, `_id` =
 * `<partner id>\n<asset id>`: inserting it is how a licence claims its asset, so two users
 * safelisting the same asset at once cannot both win (no multi-document transactions). A claim
 * whose licence is no longer active (ended, expired) is stale and may be taken over; so is one
 * whose licence was never written (a crash between claim and write), once it is a minute old.
 */
export interface SafelistingClaimDocument {
  _id: string;
  licenseId: string;
  userId: string;
  /** RFC 3339: a claim whose licence is still missing after a while belongs to a crashed writer. */
  claimedAt: string;
}

export interface LicenseQuery {
  partnerId: string;
  userId: string;
  assetType: 'channel' | 'video';
  platform?: string;
  sortBy: 'createdAt' | 'expiresAt';
  order: 1 | -1;
  skip: number;
  limit: number;
}

/** The partners' API keys (store/api-key-records.ts); a partner's keys are always looked up with its id. */
export interface ApiKeyStore {
  insert(document: ApiKeyDocument): Promise<void>;
  /** The working key with this hash. */
  byHash(hash: string): Promise<ApiKeyDocument | null>;
  ofPartner(partnerId: string, id: string): Promise<ApiKeyDocument | null>;
  listOfPartner(partnerId: string): Promise<ApiKeyDocument[]>;
  /** Replaces the material of a working key; false when there is none (unknown or revoked). */
  replaceMaterial(
    partnerId: string,
    id: string,
    material: Pick<ApiKeyDocument, 'hash' | 'prefix' | 'issuedAt'>,
  ): Promise<boolean>;
  /** Marks the key revoked unless it is already; false when the partner has no such key. */
  revoke(partnerId: string, id: string, at: string): Promise<boolean>;
}

/** Developer-portal sessions (store/portal-session-records.ts). */
export interface PortalSessionStore {
  insert(document: PortalSessionDocument): Promise<void>;
  byHash(hash: string): Promise<PortalSessionDocument | null>;
  remove(hash: string): Promise<void>;
  /** Every session of the partner; how many there were. */
  removeOfPartner(partnerId: string): Promise<number>;
  /** The partner's sessions that ran out before `now` (RFC 3339). */
  removeExpiredOfPartner(partnerId: string, now: string): Promise<number>;
}

/** Safelisting licences and the claims on their assets (store/safelisting-license-records.ts). */
export interface SafelistingLicenseStore {
  /** The user's active licences of one asset type (and platform), a page of them, and how many. */
  list(query: LicenseQuery, now: string): Promise<{ licenses: SafelistingLicenseDocument[]; total: number }>;
  /** The user's licence unless it was ended. */
  findOfUser(partnerId: string, userId: string, id: string): Promise<SafelistingLicenseDocument | null>;
  /** The active licence holding an asset, if any. */
  holderOf(partnerId: string, assetId: string, now: string): Promise<SafelistingLicenseDocument | null>;
  /**
   * Claims the asset for a new licence: true when it was free or its claim was stale (`stale`, the
   * licence id of the claim read before); false when another writer claimed it first.
   */
  claim(
    partnerId: string,
    assetId: string,
    claim: Omit<SafelistingClaimDocument, '_id'>,
    stale?: string,
  ): Promise<boolean>;
  /** Whether an asset no active licence holds is free, held by a stale claim, or claimed a moment ago. */
  claimState(
    partnerId: string,
    assetId: string,
    now: string,
  ): Promise<{ state: 'free' } | { state: 'stale'; licenseId: string } | { state: 'pending' }>;
  insert(license: SafelistingLicenseDocument): Promise<void>;
  setExpiry(partnerId: string, userId: string, id: string, expiresAt: string): Promise<boolean>;
  end(partnerId: string, userId: string, id: string, at: string): Promise<boolean>;
  /** Ends every active licence of the user; how many. */
  endAllOfUser(partnerId: string, userId: string, at: string): Promise<number>;
}
