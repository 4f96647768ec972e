import type { DocumentCollection, DocumentStore } from '@downbeat/platform';

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

/** Every query and update of `portal_sessions`. */
export class PortalSessionRecords {
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
