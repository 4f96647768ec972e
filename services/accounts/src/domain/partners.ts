import { randomUUID } from 'node:crypto';
import { invalidArgument, notFound, tooManyAttempts, unauthenticated } from '@downbeat/platform';
import { newAccessKeyId, newAccessKeySecret } from './access-keys';
import type { Page } from './paging';
import {
  checkAllowedOrigins,
  checkFreeTierCollections,
  checkRateLimit,
  DEFAULT_RATE_LIMIT,
  type PartnerSettings,
  type RateLimit,
} from './partner-settings';
import type { AccessKeySecrets } from './access-key-secrets';
import { FailedAttempts } from './failed-attempts';
import type { PartnerRecord, PartnerStatus, PartnerStore, SettingsChange } from './ports';

export type { PartnerStatus } from './ports';

export interface Partner {
  id: string;
  name: string;
  accessKeyId: string;
  status: PartnerStatus;
  createdAt: Date;
  settings: PartnerSettings;
}

export interface Credentials {
  accessKeyId: string;
  /** Only ever returned when issued. */
  accessKeySecret: string;
}

const MAX_NAME_LENGTH = 200;

/** Partners, their access keys and their settings (stored by store/partner-records.ts in `partners`). */
export class Partners {
  /** Told after a settings change is stored (accounts' SettingsAnnouncements publishes it). */
  onSettingsChange: (partnerId: string) => void = () => undefined;
  /** The last creation time handed out, so partners made within one millisecond keep their order. */
  private lastCreatedAt = 0;

  constructor(
    private readonly partners: PartnerStore,
    private readonly secrets: AccessKeySecrets,
    private readonly attempts = new FailedAttempts(),
  ) {}

  /**
   * Exchanges an access key for the partner it belongs to; any mismatch is the same 401. `client`
   * (the caller's address, empty when unknown) and the key id each get a limited number of
   * failures (FailedAttempts); beyond it, a 429 with the wait, before the secret is looked at.
   */
  async authenticate(accessKeyId: string, accessKeySecret: string, client = ''): Promise<Partner> {
    const violations = [
      ...(accessKeyId ? [] : [{ key: 'accessKeyId', messages: ['is required'] }]),
      ...(accessKeySecret ? [] : [{ key: 'accessKeySecret', messages: ['is required'] }]),
    ];
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    const wait = this.attempts.waitSeconds(accessKeyId, client);
    if (wait > 0) throw tooManyAttempts(`Too many failed attempts; try again in ${wait} s`, wait);
    const partner = await this.partners.byAccessKeyId(accessKeyId);
    const check = await this.secrets.check(accessKeySecret, partner?.secretHash);
    if (!partner || !check.matched || partner.status !== 'active') {
      this.attempts.failed(accessKeyId, client);
      throw unauthenticated('Invalid credentials');
    }
    this.attempts.succeeded(accessKeyId, client);
    // Only if the secret was not rotated meanwhile.
    if (check.rehashed) await this.partners.setSecretHash(partner.id, check.rehashed, partner.secretHash);
    return toPartner(partner);
  }

  async findActive(partnerId: string): Promise<Partner | null> {
    if (!partnerId) return null;
    const partner = await this.partners.getActive(partnerId);
    return partner ? toPartner(partner) : null;
  }

  /** Whether the partner exists, disabled or not. */
  async exists(partnerId: string): Promise<boolean> {
    return partnerId !== '' && (await this.partners.exists(partnerId));
  }

  /** NOT_FOUND for an unknown partner; a disabled partner is found (with its status). */
  async get(partnerId: string): Promise<Partner> {
    const partner = partnerId ? await this.partners.get(partnerId) : null;
    if (!partner) throw notFound('Partner was not found');
    return toPartner(partner);
  }

  async list(page: Page): Promise<{ partners: Partner[]; total: number }> {
    const { partners, total } = await this.partners.list(page);
    return { partners: partners.map(toPartner), total };
  }

  /** A new partner with a fresh access key; the secret is in the answer and nowhere else. */
  async create(input: {
    name: string;
    rateLimit?: RateLimit;
  }): Promise<{ partner: Partner; credentials: Credentials }> {
    const name = input.name.trim();
    if (!name || name.length > MAX_NAME_LENGTH)
      throw invalidArgument('Bad request', [{ key: 'name', messages: [`must be 1 to ${MAX_NAME_LENGTH} characters`] }]);
    const credentials = { accessKeyId: newAccessKeyId(), accessKeySecret: newAccessKeySecret() };
    const record: PartnerRecord = {
      id: randomUUID(),
      name,
      accessKeyId: credentials.accessKeyId,
      secretHash: this.secrets.hash(credentials.accessKeySecret),
      status: 'active',
      createdAt: this.creationTime(),
      ...(input.rateLimit ? { rateLimit: checkRateLimit(input.rateLimit) } : {}),
    };
    await this.partners.insert(record);
    return { partner: toPartner(record), credentials };
  }

  /** A new secret for the partner's access key; the old one stops working at once. */
  async rotateSecret(partnerId: string): Promise<Credentials> {
    const partner = await this.get(partnerId);
    const accessKeySecret = newAccessKeySecret();
    if (!(await this.partners.setSecretHash(partnerId, this.secrets.hash(accessKeySecret))))
      throw notFound('Partner was not found');
    return { accessKeyId: partner.accessKeyId, accessKeySecret };
  }

  async setStatus(partnerId: string, status: PartnerStatus): Promise<Partner> {
    await this.updateSettings(partnerId, { status });
    return this.get(partnerId);
  }

  async settings(partnerId: string): Promise<PartnerSettings> {
    return (await this.get(partnerId)).settings;
  }

  async setFreeTierCollections(partnerId: string, collectionIds: string[]): Promise<PartnerSettings> {
    await this.updateSettings(partnerId, { freeTierCollectionIds: checkFreeTierCollections(collectionIds) });
    return this.settings(partnerId);
  }

  /** Absent: back to the defaults. */
  async setRateLimit(partnerId: string, rateLimit: RateLimit | undefined): Promise<PartnerSettings> {
    await this.updateSettings(partnerId, { rateLimit: rateLimit ? checkRateLimit(rateLimit) : null });
    return this.settings(partnerId);
  }

  async setAllowedOrigins(partnerId: string, origins: string[]): Promise<PartnerSettings> {
    await this.updateSettings(partnerId, { allowedOrigins: checkAllowedOrigins(origins) });
    return this.settings(partnerId);
  }

  /**
   * Creates the partner with this access key unless it exists, and makes its secret the given one.
   * Used for the demo partner, whose credentials come from configuration.
   */
  async upsertWithCredentials(input: { name: string; accessKeyId: string; accessKeySecret: string }): Promise<Partner> {
    const existing = await this.partners.byAccessKeyId(input.accessKeyId);
    if (existing && existing.secretHash === this.secrets.hash(input.accessKeySecret)) return toPartner(existing);
    const record: PartnerRecord = {
      ...existing,
      id: existing?.id ?? randomUUID(),
      name: input.name,
      accessKeyId: input.accessKeyId,
      secretHash: this.secrets.hash(input.accessKeySecret),
      status: existing?.status ?? 'active',
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    };
    await this.partners.put(record);
    return toPartner(record);
  }

  /** Partners whose latest settings are not published yet, with their revision. */
  async pendingSettings(limit: number): Promise<{ settings: PartnerSettings; revision: number }[]> {
    const records = await this.partners.pendingSettings(limit);
    return records.map((record) => ({ settings: toPartner(record).settings, revision: record.settingsRevision ?? 1 }));
  }

  /** Partners whose latest settings are not announced yet (for the backlog metric). */
  pendingSettingsCount(): Promise<number> {
    return this.partners.pendingSettingsCount();
  }

  /** The revision is published; a later change (another revision) stays pending. */
  async settingsPublished(partnerId: string, revision: number): Promise<void> {
    await this.partners.settingsAnnounced(partnerId, revision);
  }

  /** A settings change: the new revision is marked pending in the same write, so it is never lost. */
  private async updateSettings(partnerId: string, change: SettingsChange): Promise<void> {
    if (!partnerId || !(await this.partners.changeSettings(partnerId, change))) throw notFound('Partner was not found');
    this.onSettingsChange(partnerId);
  }

  /**
   * Now, or a millisecond after the last partner made here: partners are listed in creation order,
   * and a hash of the secret no longer takes long enough to keep two creations apart.
   */
  private creationTime(): string {
    this.lastCreatedAt = Math.max(Date.now(), this.lastCreatedAt + 1);
    return new Date(this.lastCreatedAt).toISOString();
  }
}

function toPartner(record: PartnerRecord): Partner {
  return {
    id: record.id,
    name: record.name,
    accessKeyId: record.accessKeyId,
    status: record.status,
    createdAt: new Date(record.createdAt),
    settings: {
      partnerId: record.id,
      status: record.status,
      freeTierCollectionIds: record.freeTierCollectionIds ?? [],
      rateLimit: record.rateLimit ?? DEFAULT_RATE_LIMIT,
      allowedOrigins: record.allowedOrigins ?? [],
    },
  };
}
