import { isDomainError, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type {
  LicenseQuery,
  SafelistingClaimDocument,
  SafelistingLicenseDocument,
  SafelistingLicenseStore,
} from '../domain/ports';

/** Every query and update of the safelisting collections; always scoped by partner (and user). */
export class SafelistingLicenseRecords implements SafelistingLicenseStore {
  private readonly licenses: DocumentCollection<SafelistingLicenseDocument>;
  private readonly claims: DocumentCollection<SafelistingClaimDocument>;

  constructor(store: DocumentStore) {
    this.licenses = store.collection<SafelistingLicenseDocument>('safelisting_licenses');
    this.claims = store.collection<SafelistingClaimDocument>('safelisting_assets');
  }

  async ensureIndexes(): Promise<void> {
    await this.licenses.ensureIndexes([{ keys: { partnerId: 1, userId: 1, createdAt: -1 }, name: 'partner_user' }]);
  }

  /** Active: not ended, and no expiry or one after `now`. */
  private active(now: string) {
    return { endedAt: { $exists: false }, $or: [{ expiresAt: { $exists: false } }, { expiresAt: { $gt: now } }] };
  }

  async list(query: LicenseQuery, now: string): Promise<{ licenses: SafelistingLicenseDocument[]; total: number }> {
    const filter = {
      partnerId: query.partnerId,
      userId: query.userId,
      'asset.type': query.assetType,
      ...(query.platform ? { 'asset.platform': query.platform } : {}),
      ...this.active(now),
    };
    const [licenses, total] = await Promise.all([
      this.licenses.find(filter, {
        sort: { [query.sortBy]: query.order, _id: 1 },
        skip: query.skip,
        limit: query.limit,
      }),
      this.licenses.count(filter),
    ]);
    return { licenses, total };
  }

  /** The user's licence unless it was ended. */
  findOfUser(partnerId: string, userId: string, id: string): Promise<SafelistingLicenseDocument | null> {
    return this.licenses.findOne({ _id: id, partnerId, userId, endedAt: { $exists: false } });
  }

  /** The active licence holding an asset, if any. */
  async holderOf(partnerId: string, assetId: string, now: string): Promise<SafelistingLicenseDocument | null> {
    const claim = await this.claims.findOne({ _id: claimId(partnerId, assetId) });
    if (!claim) return null;
    return this.licenses.findOne({ _id: claim.licenseId, partnerId, ...this.active(now) });
  }

  /**
   * Claims the asset for a new licence: true when it was free or its claim was stale (`stale`, the
   * licence id of the claim read before); false when another writer claimed it first.
   */
  async claim(partnerId: string, assetId: string, claim: Omit<SafelistingClaimDocument, '_id'>, stale?: string) {
    const _id = claimId(partnerId, assetId);
    if (stale === undefined)
      return this.claims.insertOne({ _id, ...claim }).then(
        () => true,
        (error: unknown) => {
          if (isDomainError(error, 'already-exists')) return false;
          throw error;
        },
      );
    const { matched } = await this.claims.updateOne({ _id, licenseId: stale }, { $set: claim });
    return matched > 0;
  }

  /**
   * The claim of an asset that no active licence holds: `free` when there is none, `stale` (its
   * licence id, to take it over) when its licence ended, expired or was never written a minute
   * after, `pending` while its licence may still be on its way.
   */
  async claimState(
    partnerId: string,
    assetId: string,
    now: string,
  ): Promise<{ state: 'free' } | { state: 'stale'; licenseId: string } | { state: 'pending' }> {
    const claim = await this.claims.findOne({ _id: claimId(partnerId, assetId) });
    if (!claim) return { state: 'free' };
    const license = await this.licenses.findOne({ _id: claim.licenseId, partnerId });
    const young = Date.parse(now) - Date.parse(claim.claimedAt) < PENDING_CLAIM_MS;
    return !license && young ? { state: 'pending' } : { state: 'stale', licenseId: claim.licenseId };
  }

  async insert(license: SafelistingLicenseDocument): Promise<void> {
    await this.licenses.insertOne(license);
  }

  async setExpiry(partnerId: string, userId: string, id: string, expiresAt: string): Promise<boolean> {
    const { matched } = await this.licenses.updateOne(
      { _id: id, partnerId, userId, endedAt: { $exists: false } },
      { $set: { expiresAt } },
    );
    return matched > 0;
  }

  async end(partnerId: string, userId: string, id: string, at: string): Promise<boolean> {
    const { matched } = await this.licenses.updateOne(
      { _id: id, partnerId, userId, endedAt: { $exists: false } },
      { $set: { endedAt: at } },
    );
    return matched > 0;
  }

  /** Ends every active licence of the user; how many. */
  async endAllOfUser(partnerId: string, userId: string, at: string): Promise<number> {
    const active = await this.licenses.find({ partnerId, userId, ...this.active(at) });
    let ended = 0;
    for (const license of active) if (await this.end(partnerId, userId, license._id, at)) ended += 1;
    return ended;
  }
}

const claimId = (partnerId: string, assetId: string) => `${partnerId}\n${assetId}`;
const PENDING_CLAIM_MS = 60_000;
