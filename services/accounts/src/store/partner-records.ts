import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { Page } from '../domain/paging';
import type { PartnerRecord, PartnerStore, SettingsChange } from '../domain/ports';

/** A partner as stored in `partners`. */
interface PartnerDocument extends Omit<PartnerRecord, 'id'> {
  _id: string;
  /** True until the latest revision is published on accounts.partner-settings.v1 (an outbox flag). */
  settingsPending?: boolean;
}

/** Every query and update of `partners`. */
export class PartnerRecords implements PartnerStore {
  private readonly partners: DocumentCollection<PartnerDocument>;

  constructor(store: DocumentStore) {
    this.partners = store.collection<PartnerDocument>('partners');
  }

  async ensureIndexes(): Promise<void> {
    await this.partners.ensureIndexes([
      { keys: { accessKeyId: 1 }, unique: true, name: 'access_key_id' },
      { keys: { createdAt: 1 }, name: 'created_at' },
      { keys: { settingsPending: 1 }, name: 'settings_pending' },
    ]);
  }

  async insert(partner: PartnerRecord): Promise<void> {
    await this.partners.insertOne(toDocument(partner));
  }

  async get(partnerId: string): Promise<PartnerRecord | null> {
    return recordOf(await this.partners.findOne({ _id: partnerId }));
  }

  async getActive(partnerId: string): Promise<PartnerRecord | null> {
    return recordOf(await this.partners.findOne({ _id: partnerId, status: 'active' }));
  }

  async byAccessKeyId(accessKeyId: string): Promise<PartnerRecord | null> {
    return recordOf(await this.partners.findOne({ accessKeyId }));
  }

  async exists(partnerId: string): Promise<boolean> {
    return (await this.partners.count({ _id: partnerId })) > 0;
  }

  async list(page: Page): Promise<{ partners: PartnerRecord[]; total: number }> {
    const [documents, total] = await Promise.all([
      this.partners.find({}, { sort: { createdAt: 1, _id: 1 }, skip: page.offset, limit: page.limit }),
      this.partners.count({}),
    ]);
    return { partners: documents.map(toRecord), total };
  }

  async put(partner: PartnerRecord): Promise<void> {
    const existing = await this.partners.findOne({ _id: partner.id });
    // A replacement keeps the announcement state it does not know about.
    const pending = existing?.settingsPending === undefined ? {} : { settingsPending: existing.settingsPending };
    await this.partners.replaceOne({ _id: partner.id }, { ...toDocument(partner), ...pending }, { upsert: true });
  }

  async setSecretHash(partnerId: string, secretHash: string, expected?: string): Promise<boolean> {
    const { matched } = await this.partners.updateOne(
      { _id: partnerId, ...(expected === undefined ? {} : { secretHash: expected }) },
      { $set: { secretHash } },
    );
    return matched > 0;
  }

  async changeSettings(partnerId: string, change: SettingsChange): Promise<boolean> {
    const { rateLimit, ...rest } = change;
    const set: Record<string, unknown> = { ...rest, settingsPending: true };
    if (rateLimit) set.rateLimit = rateLimit;
    const { matched } = await this.partners.updateOne(
      { _id: partnerId },
      {
        $set: set,
        $inc: { settingsRevision: 1 },
        ...(rateLimit === null ? { $unset: { rateLimit: '' } } : {}),
      },
    );
    return matched > 0;
  }

  async pendingSettings(limit: number): Promise<PartnerRecord[]> {
    return (await this.partners.find({ settingsPending: true }, { limit })).map(toRecord);
  }

  pendingSettingsCount(): Promise<number> {
    return this.partners.count({ settingsPending: true });
  }

  async settingsAnnounced(partnerId: string, revision: number): Promise<void> {
    await this.partners.updateOne({ _id: partnerId, settingsRevision: revision }, { $set: { settingsPending: false } });
  }
}

function recordOf(document: PartnerDocument | null): PartnerRecord | null {
  return document ? toRecord(document) : null;
}

function toRecord(document: PartnerDocument): PartnerRecord {
  const { _id, settingsPending: _pending, ...rest } = document;
  return { id: _id, ...rest };
}

function toDocument(partner: PartnerRecord): PartnerDocument {
  const { id, ...rest } = partner;
  return { _id: id, ...rest };
}
