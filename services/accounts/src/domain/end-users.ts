import {
  DomainError,
  invalidArgument,
  isDomainError,
  notFound,
  type DocumentCollection,
  type DocumentStore,
} from '@downbeat/platform';
import type { Page } from './paging';
import { checkSubscription, premiumAccess, subscriptionActive, type Subscription } from './subscription';
import { checkUserId } from './user-id';

interface EndUserDocument {
  /** `<partner id>/<user id>`: a user id means nothing outside its partner. */
  _id: string;
  partnerId: string;
  userId: string;
  connected: boolean;
  subscription?: { plan: string; status: Subscription['status']; currentPeriodEnd?: string };
  createdAt: string;
}

/** An end user of a partner, with what they may do at the moment it was read. */
export interface EndUser {
  id: string;
  partnerId: string;
  connected: boolean;
  subscription?: Subscription & { active: boolean };
  premiumAccess: boolean;
  createdAt: Date;
}

/** Where a partner is known to exist; end users hang off partners. */
export interface PartnerLookup {
  get(partnerId: string): Promise<unknown>;
}

/**
 * End users per partner: connection and subscription. Owns the `end_users` collection. Every
 * read and write is keyed by partner id, so partners never see each other's users.
 */
export class EndUsers {
  private readonly users: DocumentCollection<EndUserDocument>;

  constructor(
    store: DocumentStore,
    private readonly partners: PartnerLookup,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.users = store.collection<EndUserDocument>('end_users');
  }

  async ensureIndexes(): Promise<void> {
    await this.users.ensureIndexes([{ keys: { partnerId: 1, userId: 1 }, unique: true, name: 'partner_user' }]);
  }

  /** Records an end user the first time a token is issued for them; later sightings change nothing. */
  async recordSighting(partnerId: string, userId: string): Promise<void> {
    checkUserId(userId);
    await this.users
      .updateOne(
        { _id: documentId(partnerId, userId) },
        { $setOnInsert: { partnerId, userId, connected: false, createdAt: this.clock().toISOString() } },
        { upsert: true },
      )
      // Two first sightings at once: the other one inserted it, which is all we wanted.
      .catch((error: unknown) => {
        if (!isDomainError(error, 'already-exists')) throw error;
      });
  }

  /** Creates the user or updates it; `connected` absent leaves it as it is (false for a new user). */
  async upsert(partnerId: string, userId: string, changes: { connected?: boolean }): Promise<EndUser> {
    checkUserId(userId);
    await this.partners.get(partnerId);
    const connected = changes.connected;
    await this.users.updateOne(
      { _id: documentId(partnerId, userId) },
      {
        $setOnInsert: {
          partnerId,
          userId,
          createdAt: this.clock().toISOString(),
          ...(connected === undefined ? { connected: false } : {}),
        },
        ...(connected === undefined ? {} : { $set: { connected } }),
      },
      { upsert: true },
    );
    return this.get(partnerId, userId);
  }

  /**
   * Sets the user's whole state in one write (PUT semantics), creating the user if needed: the
   * connection and the subscription (absent: none). Only a connected user may have a subscription.
   */
  async put(
    partnerId: string,
    userId: string,
    state: { connected: boolean; subscription?: Subscription },
  ): Promise<{ user: EndUser; created: boolean }> {
    checkUserId(userId);
    if (state.subscription && !state.connected)
      throw invalidArgument('Bad request', [
        { key: 'subscription', messages: ['only a connected user can have a subscription; set connected to true'] },
      ]);
    const subscription = state.subscription ? checkSubscription(state.subscription) : undefined;
    await this.partners.get(partnerId);
    const { matched } = await this.users.updateOne(
      { _id: documentId(partnerId, userId) },
      {
        $setOnInsert: { partnerId, userId, createdAt: this.clock().toISOString() },
        $set: {
          connected: state.connected,
          ...(subscription ? { subscription: storedSubscription(subscription) } : {}),
        },
        ...(subscription ? {} : { $unset: { subscription: '' } }),
      },
      { upsert: true },
    );
    return { user: await this.get(partnerId, userId), created: matched === 0 };
  }

  /** NOT_FOUND when this partner has no such user (whatever other partners have). */
  async get(partnerId: string, userId: string): Promise<EndUser> {
    const document = await this.users.findOne({ _id: documentId(partnerId, userId), partnerId });
    if (!document) throw notFound('User was not found');
    return this.toEndUser(document);
  }

  async list(partnerId: string, page: Page): Promise<{ users: EndUser[]; total: number }> {
    await this.partners.get(partnerId);
    const [documents, total] = await Promise.all([
      this.users.find({ partnerId }, { sort: { userId: 1 }, skip: page.offset, limit: page.limit }),
      this.users.count({ partnerId }),
    ]);
    return { users: documents.map((document) => this.toEndUser(document)), total };
  }

  /** Sets or (with undefined) removes the subscription of a connected user. */
  async setSubscription(partnerId: string, userId: string, subscription: Subscription | undefined): Promise<EndUser> {
    const user = await this.get(partnerId, userId);
    if (!user.connected)
      throw new DomainError('failed-precondition', 'User is not connected: only connected users have subscriptions');
    await this.users.updateOne(
      { _id: documentId(partnerId, userId), partnerId },
      subscription
        ? {
            $set: { subscription: storedSubscription(subscription) },
          }
        : { $unset: { subscription: '' } },
    );
    return this.get(partnerId, userId);
  }

  /** NOT_FOUND for an unknown user, FAILED_PRECONDITION for one who has not connected. */
  async requireConnected(partnerId: string, userId: string): Promise<EndUser> {
    const user = await this.get(partnerId, userId);
    if (!user.connected) throw new DomainError('failed-precondition', 'User is not connected');
    return user;
  }

  private toEndUser(document: EndUserDocument): EndUser {
    const now = this.clock();
    const stored = document.subscription;
    const subscription: Subscription | undefined = stored
      ? {
          plan: stored.plan,
          status: stored.status,
          ...(stored.currentPeriodEnd ? { currentPeriodEnd: new Date(stored.currentPeriodEnd) } : {}),
        }
      : undefined;
    return {
      id: document.userId,
      partnerId: document.partnerId,
      connected: document.connected,
      ...(subscription ? { subscription: { ...subscription, active: subscriptionActive(subscription, now) } } : {}),
      premiumAccess: premiumAccess({ connected: document.connected, subscription }, now),
      createdAt: new Date(document.createdAt),
    };
  }
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
