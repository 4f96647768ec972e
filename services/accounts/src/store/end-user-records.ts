import { isDomainError, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { Page } from '../domain/paging';
import type { EndUserRecord, EndUserStore } from '../domain/ports';
import type { Subscription } from '../domain/subscription';

/** An end user as stored in `end_users`. */
interface EndUserDocument {
  /** `<partner id>/<user id>`: a user id means nothing outside its partner. */
  _id: string;
  partnerId: string;
  userId: string;
  connected: boolean;
  subscription?: { plan: string; status: Subscription['status']; currentPeriodEnd?: string };
  createdAt: string;
}

/** Every query and update of `end_users`; each is scoped by partner id. */
export class EndUserRecords implements EndUserStore {
  private readonly users: DocumentCollection<EndUserDocument>;

  constructor(store: DocumentStore) {
    this.users = store.collection<EndUserDocument>('end_users');
  }

  async ensureIndexes(): Promise<void> {
    await this.users.ensureIndexes([{ keys: { partnerId: 1, userId: 1 }, unique: true, name: 'partner_user' }]);
  }

  async addIfAbsent(partnerId: string, userId: string, createdAt: Date): Promise<void> {
    await this.users
      .updateOne(
        { _id: documentId(partnerId, userId) },
        { $setOnInsert: { partnerId, userId, connected: false, createdAt: createdAt.toISOString() } },
        { upsert: true },
      )
      // Two first sightings at once: the other one inserted it, which is all we wanted.
      .catch((error: unknown) => {
        if (!isDomainError(error, 'already-exists')) throw error;
      });
  }

  async upsertConnection(
    partnerId: string,
    userId: string,
    createdAt: Date,
    connected: boolean | undefined,
  ): Promise<void> {
    await this.users.updateOne(
      { _id: documentId(partnerId, userId) },
      {
        $setOnInsert: {
          partnerId,
          userId,
          createdAt: createdAt.toISOString(),
          ...(connected === undefined ? { connected: false } : {}),
        },
        ...(connected === undefined ? {} : { $set: { connected } }),
      },
      { upsert: true },
    );
  }

  async put(
    partnerId: string,
    userId: string,
    createdAt: Date,
    state: { connected: boolean; subscription?: Subscription },
  ): Promise<{ created: boolean }> {
    const { subscription } = state;
    const { matched } = await this.users.updateOne(
      { _id: documentId(partnerId, userId) },
      {
        $setOnInsert: { partnerId, userId, createdAt: createdAt.toISOString() },
        $set: {
          connected: state.connected,
          ...(subscription ? { subscription: storedSubscription(subscription) } : {}),
        },
        ...(subscription ? {} : { $unset: { subscription: '' } }),
      },
      { upsert: true },
    );
    return { created: matched === 0 };
  }

  async get(partnerId: string, userId: string): Promise<EndUserRecord | null> {
    const document = await this.users.findOne({ _id: documentId(partnerId, userId), partnerId });
    return document ? toRecord(document) : null;
  }

  async list(partnerId: string, page: Page): Promise<{ users: EndUserRecord[]; total: number }> {
    const [documents, total] = await Promise.all([
      this.users.find({ partnerId }, { sort: { userId: 1 }, skip: page.offset, limit: page.limit }),
      this.users.count({ partnerId }),
    ]);
    return { users: documents.map(toRecord), total };
  }

  async setSubscription(partnerId: string, userId: string, subscription: Subscription | undefined): Promise<void> {
    await this.users.updateOne(
      { _id: documentId(partnerId, userId), partnerId },
      subscription ? { $set: { subscription: storedSubscription(subscription) } } : { $unset: { subscription: '' } },
    );
  }
}

function toRecord(document: EndUserDocument): EndUserRecord {
  const stored = document.subscription;
  return {
    partnerId: document.partnerId,
    userId: document.userId,
    connected: document.connected,
    ...(stored
      ? {
          subscription: {
            plan: stored.plan,
            status: stored.status,
            ...(stored.currentPeriodEnd ? { currentPeriodEnd: new Date(stored.currentPeriodEnd) } : {}),
          },
        }
      : {}),
    createdAt: new Date(document.createdAt),
  };
}

function storedSubscription(subscription: Subscription): NonNullable<EndUserDocument['subscription']> {
  return {
    plan: subscription.plan,
    status: subscription.status,
    ...(subscription.currentPeriodEnd ? { currentPeriodEnd: subscription.currentPeriodEnd.toISOString() } : {}),
  };
}

function documentId(partnerId: string, userId: string): string {
  return `${partnerId}/${userId}`;
}
