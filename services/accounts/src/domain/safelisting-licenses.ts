import { randomUUID } from 'node:crypto';
import { endUserIdProblem } from '@downbeat/contracts';
import { alreadyExists, invalidArgument, notFound, unavailable, type FieldViolation } from '@downbeat/platform';
import type { SafelistingLicenseDocument, SafelistingLicenseStore } from './ports';
import { safelistingAsset, type AssetType, type Platform, type SafelistingAsset } from './safelisting-assets';

export interface SafelistingLicense {
  id: string;
  createdAt: Date;
  expiresAt?: Date;
  asset: SafelistingAsset;
}

export interface LicenseListing {
  assetType: AssetType | undefined;
  platform?: Platform;
  sortBy: 'createdAt' | 'expiresAt';
  order: 'asc' | 'desc';
  /** 1-based; 0: the first. */
  page: number;
  /** 0: the default. */
  pageSize: number;
}

const PAGE_SIZE = { default: 25, max: 100 };
const NOT_FOUND = 'Safelisting license was not found';
/** The header the end user is named by in the public API. */
const USER_KEY = 'X-Partner-User-Id';

/**
 * Safelisting licences (the reference API's): a partner registers an end user's channel or video
 * on a platform so that content claims against it are cleared. A licence is active from its
 * creation until its expiry (if any) or until it is ended; ended licences stay stored but are no
 * longer listed or found. One asset is held by one user of a partner at a time (a claim document,
 * store/safelisting-license-records.ts). Every operation is scoped to the partner and its end user.
 */
export class SafelistingLicenses {
  constructor(
    private readonly records: SafelistingLicenseStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(partnerId: string, userId: string, listing: LicenseListing) {
    const violations = userViolations(userId);
    if (!listing.assetType) violations.push({ key: 'assetType', messages: ['must be one of: channel, video'] });
    const pageSize = listing.pageSize || PAGE_SIZE.default;
    const page = listing.page || 1;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE.max)
      violations.push({ key: 'pageSize', messages: [`must be an integer from 1 to ${PAGE_SIZE.max}`] });
    if (!Number.isInteger(page) || page < 1) violations.push({ key: 'page', messages: ['must be at least 1'] });
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    const { licenses, total } = await this.records.list(
      {
        partnerId,
        userId,
        assetType: listing.assetType!,
        ...(listing.platform ? { platform: listing.platform } : {}),
        sortBy: listing.sortBy,
        order: listing.order === 'asc' ? 1 : -1,
        skip: (page - 1) * pageSize,
        limit: pageSize,
      },
      this.now().toISOString(),
    );
    return { licenses: licenses.map(toLicense), total, page, pageSize };
  }

  /** A new licence, or the user's active licence of the asset (`created: false`). */
  async create(
    partnerId: string,
    userId: string,
    request: { type: AssetType | undefined; platform: Platform | undefined; url: string; expiresAt?: Date },
  ): Promise<{ license: SafelistingLicense; created: boolean }> {
    const checked = safelistingAsset(request.type, request.platform, request.url);
    const violations = [
      ...userViolations(userId),
      ...('violations' in checked ? checked.violations : []),
      ...this.expiryViolations(request.expiresAt),
    ];
    if (violations.length > 0 || !('asset' in checked)) throw invalidArgument('Bad request', violations);
    const { asset } = checked;
    const now = this.now().toISOString();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const holder = await this.records.holderOf(partnerId, asset.id, now);
      if (holder && holder.userId === userId) return { license: toLicense(holder), created: false };
      if (holder) throw alreadyExists('Asset already safelisted by another user of this partner');
      const document: SafelistingLicenseDocument = {
        _id: randomUUID(),
        partnerId,
        userId,
        asset,
        createdAt: now,
        ...(request.expiresAt ? { expiresAt: request.expiresAt.toISOString() } : {}),
      };
      const claim = await this.records.claimState(partnerId, asset.id, now);
      if (claim.state === 'pending') throw unavailable('The asset is being safelisted by another request; try again');
      const stale = claim.state === 'stale' ? claim.licenseId : undefined;
      if (await this.records.claim(partnerId, asset.id, { licenseId: document._id, userId, claimedAt: now }, stale)) {
        await this.records.insert(document);
        return { license: toLicense(document), created: true };
      }
    }
    throw unavailable('The asset is being safelisted by another request; try again');
  }

  async get(partnerId: string, userId: string, id: string): Promise<SafelistingLicense> {
    return toLicense(await this.found(partnerId, userId, id));
  }

  async setExpiry(partnerId: string, userId: string, id: string, expiresAt: Date | undefined) {
    const violations = [...userViolations(userId), ...this.expiryViolations(expiresAt, true)];
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    if (!(await this.records.setExpiry(partnerId, userId, id, expiresAt!.toISOString()))) throw notFound(NOT_FOUND);
    return this.get(partnerId, userId, id);
  }

  async end(partnerId: string, userId: string, id: string): Promise<void> {
    const violations = userViolations(userId);
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    if (!(await this.records.end(partnerId, userId, id, this.now().toISOString()))) throw notFound(NOT_FOUND);
  }

  async endAllOfUser(partnerId: string, userId: string): Promise<number> {
    const violations = userViolations(userId);
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    return this.records.endAllOfUser(partnerId, userId, this.now().toISOString());
  }

  private async found(partnerId: string, userId: string, id: string): Promise<SafelistingLicenseDocument> {
    const violations = userViolations(userId);
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    const document = id ? await this.records.findOfUser(partnerId, userId, id) : null;
    if (!document) throw notFound(NOT_FOUND);
    return document;
  }

  private expiryViolations(expiresAt: Date | undefined, required = false): FieldViolation[] {
    if (!expiresAt) return required ? [{ key: 'expiresAt', messages: ['is required'] }] : [];
    if (Number.isNaN(expiresAt.getTime())) return [{ key: 'expiresAt', messages: ['must be a date-time'] }];
    return expiresAt.getTime() <= this.now().getTime()
      ? [{ key: 'expiresAt', messages: ['must be in the future'] }]
      : [];
  }
}

function userViolations(userId: string): FieldViolation[] {
  const problem = endUserIdProblem(userId);
  return problem ? [{ key: USER_KEY, messages: [problem] }] : [];
}

function toLicense(document: SafelistingLicenseDocument): SafelistingLicense {
  return {
    id: document._id,
    createdAt: new Date(document.createdAt),
    ...(document.expiresAt ? { expiresAt: new Date(document.expiresAt) } : {}),
    asset: document.asset as SafelistingAsset,
  };
}
