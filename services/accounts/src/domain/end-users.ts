import { DomainError, invalidArgument, notFound } from '@downbeat/platform';
import type { Page } from './paging';
import type { EndUserRecord, EndUserStore } from './ports';
import { checkSubscription, premiumAccess, subscriptionActive, type Subscription } from './subscription';
import { checkUserId } from './user-id';

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
 * End users per partner: connection and subscription (stored by store/end-user-records.ts in
 * `end_users`). Every read and write is keyed by partner id, so partners never see each other's users.
 */
export class EndUsers {
  constructor(
    private readonly users: EndUserStore,
    private readonly partners: PartnerLookup,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Records an end user the first time a token is issued for them; later sightings change nothing. */
  async recordSighting(partnerId: string, userId: string): Promise<void> {
    checkUserId(userId);
    await this.users.addIfAbsent(partnerId, userId, this.clock());
  }

  /** Creates the user or updates it; `connected` absent leaves it as it is (false for a new user). */
  async upsert(partnerId: string, userId: string, changes: { connected?: boolean }): Promise<EndUser> {
    checkUserId(userId);
    await this.partners.get(partnerId);
    await this.users.upsertConnection(partnerId, userId, this.clock(), changes.connected);
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
    const { created } = await this.users.put(partnerId, userId, this.clock(), {
      connected: state.connected,
      ...(subscription ? { subscription } : {}),
    });
    return { user: await this.get(partnerId, userId), created };
  }

  /** NOT_FOUND when this partner has no such user (whatever other partners have). */
  async get(partnerId: string, userId: string): Promise<EndUser> {
    const record = await this.users.get(partnerId, userId);
    if (!record) throw notFound('User was not found');
    return this.toEndUser(record);
  }

  async list(partnerId: string, page: Page): Promise<{ users: EndUser[]; total: number }> {
    await this.partners.get(partnerId);
    const { users, total } = await this.users.list(partnerId, page);
    return { users: users.map((record) => this.toEndUser(record)), total };
  }

  /** Sets or (with undefined) removes the subscription of a connected user. */
  async setSubscription(partnerId: string, userId: string, subscription: Subscription | undefined): Promise<EndUser> {
    const user = await this.get(partnerId, userId);
    if (!user.connected)
      throw new DomainError('failed-precondition', 'User is not connected: only connected users have subscriptions');
    await this.users.setSubscription(partnerId, userId, subscription);
    return this.get(partnerId, userId);
  }

  /** NOT_FOUND for an unknown user, FAILED_PRECONDITION for one who has not connected. */
  async requireConnected(partnerId: string, userId: string): Promise<EndUser> {
    const user = await this.get(partnerId, userId);
    if (!user.connected) throw new DomainError('failed-precondition', 'User is not connected');
    return user;
  }

  private toEndUser(record: EndUserRecord): EndUser {
    const now = this.clock();
    const { subscription } = record;
    return {
      id: record.userId,
      partnerId: record.partnerId,
      connected: record.connected,
      ...(subscription ? { subscription: { ...subscription, active: subscriptionActive(subscription, now) } } : {}),
      premiumAccess: premiumAccess({ connected: record.connected, subscription }, now),
      createdAt: record.createdAt,
    };
  }
}
