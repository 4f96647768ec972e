import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { PortalSessionDocument, PortalSessionStore } from '../domain/ports';

/** Every query and update of `portal_sessions`. */
export class PortalSessionRecords implements PortalSessionStore {
  private readonly sessions: DocumentCollection<PortalSessionDocument>;

  constructor(store: DocumentStore) {
    this.sessions = store.collection<PortalSessionDocument>('portal_sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.ensureIndexes([{ keys: { partnerId: 1, expiresAt: 1 }, name: 'partner_expiry' }]);
  }

  async insert(document: PortalSessionDocument): Promise<void> {
    await this.sessions.insertOne(document);
  }

  byHash(hash: string): Promise<PortalSessionDocument | null> {
    return this.sessions.findOne({ _id: hash });
  }

  async remove(hash: string): Promise<void> {
    await this.sessions.deleteOne({ _id: hash });
  }

  /** Every session of the partner (its secret was rotated); how many there were. */
  removeOfPartner(partnerId: string): Promise<number> {
    return this.sessions.deleteMany({ partnerId });
  }

  /** The partner's sessions that ran out before `now` (RFC 3339 strings compare in time order). */
  removeExpiredOfPartner(partnerId: string, now: string): Promise<number> {
    return this.sessions.deleteMany({ partnerId, expiresAt: { $lte: now } });
  }
}
