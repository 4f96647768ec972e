import { randomUUID } from 'node:crypto';
import { invalidArgument, unauthenticated, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import { hashSecret, secretMatches } from './secret-hash';

export interface PartnerDocument {
  _id: string;
  name: string;
  accessKeyId: string;
  /** scrypt hash of the access key secret; the secret itself is never stored. */
  secretHash: string;
  status: 'active' | 'disabled';
  createdAt: string;
}

export interface Partner {
  id: string;
  name: string;
  accessKeyId: string;
  status: PartnerDocument['status'];
}

/** Partners and their access keys. Owns the `partners` collection. */
export class Partners {
  private readonly partners: DocumentCollection<PartnerDocument>;

  constructor(store: DocumentStore) {
    this.partners = store.collection<PartnerDocument>('partners');
  }

  async ensureIndexes(): Promise<void> {
    await this.partners.ensureIndexes([{ keys: { accessKeyId: 1 }, unique: true, name: 'access_key_id' }]);
  }

  /** Exchanges an access key for the partner it belongs to; any mismatch is the same 401. */
  async authenticate(accessKeyId: string, accessKeySecret: string): Promise<Partner> {
    const violations = [
      ...(accessKeyId ? [] : [{ key: 'accessKeyId', messages: ['is required'] }]),
      ...(accessKeySecret ? [] : [{ key: 'accessKeySecret', messages: ['is required'] }]),
    ];
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    const partner = await this.partners.findOne({ accessKeyId });
    const matches = partner ? await secretMatches(accessKeySecret, partner.secretHash) : false;
    if (!partner || !matches || partner.status !== 'active') throw unauthenticated('Invalid credentials');
    return toPartner(partner);
  }

  async findActive(partnerId: string): Promise<Partner | null> {
    const partner = await this.partners.findOne({ _id: partnerId, status: 'active' });
    return partner ? toPartner(partner) : null;
  }

  /**
   * Creates the partner with this access key unless it exists, and makes its secret the given one.
   * Used for the demo partner, whose credentials come from configuration.
   */
  async upsertWithCredentials(input: { name: string; accessKeyId: string; accessKeySecret: string }): Promise<Partner> {
    const existing = await this.partners.findOne({ accessKeyId: input.accessKeyId });
    if (existing && (await secretMatches(input.accessKeySecret, existing.secretHash))) return toPartner(existing);
    const document: PartnerDocument = {
      _id: existing?._id ?? randomUUID(),
      name: input.name,
      accessKeyId: input.accessKeyId,
      secretHash: await hashSecret(input.accessKeySecret),
      status: existing?.status ?? 'active',
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    };
    await this.partners.replaceOne({ _id: document._id }, document, { upsert: true });
    return toPartner(document);
  }
}

function toPartner(document: PartnerDocument): Partner {
  return { id: document._id, name: document.name, accessKeyId: document.accessKeyId, status: document.status };
}
