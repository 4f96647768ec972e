import { fromTimestamp, toTimestamp, type accounts } from '@downbeat/contracts';
import type { EndUser } from '../domain/end-users';
import type { RateLimit, PartnerSettings } from '../domain/partner-settings';
import type { Partner, PartnerStatus } from '../domain/partners';
import type { Subscription } from '../domain/subscription';

/** Domain values ⇄ accounts.v1 messages. Shapes only; every rule lives in the domain. */

const PARTNER_STATUS: Record<PartnerStatus, accounts.PartnerStatus__Output> = {
  active: 'PARTNER_STATUS_ACTIVE',
  disabled: 'PARTNER_STATUS_DISABLED',
};

const SUBSCRIPTION_STATUS: Record<Subscription['status'], accounts.SubscriptionStatus__Output> = {
  active: 'SUBSCRIPTION_STATUS_ACTIVE',
  canceled: 'SUBSCRIPTION_STATUS_CANCELED',
  expired: 'SUBSCRIPTION_STATUS_EXPIRED',
};

export function settingsMessage(settings: PartnerSettings): accounts.PartnerSettings {
  return {
    partnerId: settings.partnerId,
    status: PARTNER_STATUS[settings.status],
    freeTierCollectionIds: settings.freeTierCollectionIds,
    rateLimit: settings.rateLimit,
    allowedOrigins: settings.allowedOrigins,
  };
}

export function partnerMessage(partner: Partner): accounts.Partner {
  return {
    id: partner.id,
    name: partner.name,
    status: PARTNER_STATUS[partner.status],
    accessKeyId: partner.accessKeyId,
    createdAt: toTimestamp(partner.createdAt),
    settings: settingsMessage(partner.settings),
  };
}

export function userMessage(user: EndUser): accounts.User {
  const subscription = user.subscription;
  return {
    id: user.id,
    partnerId: user.partnerId,
    connected: user.connected,
    ...(subscription
      ? {
          subscription: {
            plan: subscription.plan,
            status: SUBSCRIPTION_STATUS[subscription.status],
            active: subscription.active,
            ...(subscription.currentPeriodEnd ? { currentPeriodEnd: toTimestamp(subscription.currentPeriodEnd) } : {}),
          },
        }
      : {}),
    premiumAccess: user.premiumAccess,
    createdAt: toTimestamp(user.createdAt),
  };
}

/** An absent message means "none"; UNSPECIFIED status means the documented default, ACTIVE. */
export function subscriptionFrom(message: accounts.Subscription__Output | null | undefined): Subscription | undefined {
  if (!message) return undefined;
  const status =
    message.status === 'SUBSCRIPTION_STATUS_CANCELED'
      ? 'canceled'
      : message.status === 'SUBSCRIPTION_STATUS_EXPIRED'
        ? 'expired'
        : 'active';
  const currentPeriodEnd = fromTimestamp(message.currentPeriodEnd);
  return { plan: message.plan, status, ...(currentPeriodEnd ? { currentPeriodEnd } : {}) };
}

export function rateLimitFrom(message: accounts.RateLimit__Output | null | undefined): RateLimit | undefined {
  return message ? { requestsPerSecond: message.requestsPerSecond, burst: message.burst } : undefined;
}
