import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { ApiKeyDocument, ApiKeyStore } from '../domain/ports';

/** Every query and update of `api_keys`; a partner's keys are always looked up with its id. */
export class ApiKeyRecords implements ApiKeyStore {
  private readonly keys: DocumentCollection<ApiKeyDocument>;

  constructor(store: DocumentStore) {
    this.keys = store.collection<ApiKeyDocument>('api_keys');
  }

  async ensureIndexes(): Promise<void> {
    await this.keys.ensureIndexes([
      { keys: { hash: 1 }, unique: true, name: 'hash' },
      { keys: { partnerId: 1, createdAt: -1 }, name: 'partner_created' },
    ]);
  }

  async insert(document: ApiKeyDocument): Promise<void> {
    await this.keys.insertOne(document);
  }

  /** The working key with this hash. */
  byHash(hash: string): Promise<ApiKeyDocument | null> {
    return this.keys.findOne({ hash, revokedAt: { $exists: false } });
  }

  ofPartner(partnerId: string, id: string): Promise<ApiKeyDocument | null> {
    return this.keys.findOne({ _id: id, partnerId });
  }

  listOfPartner(partnerId: string): Promise<ApiKeyDocument[]> {
    return this.keys.find({ partnerId }, { sort: { createdAt: -1, _id: 1 } });
  }

  /** Replaces the material of a working key; false when there is none (unknown or revoked). */
  async replaceMaterial(
    partnerId: string,
    id: string,
    material: Pick<ApiKeyDocument, 'hash' | 'prefix' | 'issuedAt'>,
  ): Promise<boolean> {
    const { matched } = await this.keys.updateOne(
      { _id: id, partnerId, revokedAt: { $exists: false } },
      { $set: material },
    );
    return matched > 0;
  }

  /** Marks the key revoked unless it is already; false when the partner has no such key. */
  async revoke(partnerId: string, id: string, at: string): Promise<boolean> {
    await this.keys.updateOne({ _id: id, partnerId, revokedAt: { $exists: false } }, { $set: { revokedAt: at } });
    return (await this.ofPartner(partnerId, id)) !== null;
  }
}
