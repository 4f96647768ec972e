import { fromTimestamp, toTimestamp, type accounts } from '@downbeat/contracts';
import type { ApiKey } from '../domain/api-keys';
import type { EndUser } from '../domain/end-users';
import type { RateLimit, PartnerSettings } from '../domain/partner-settings';
import type { Partner, PartnerStatus } from '../domain/partners';
import { ASSET_TYPES, PLATFORMS } from '../domain/safelisting-assets';
import type { SafelistingLicense } from '../domain/safelisting-licenses';
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

export function apiKeyMessage(apiKey: ApiKey): accounts.ApiKey {
  return {
    id: apiKey.id,
    partnerId: apiKey.partnerId,
    name: apiKey.name,
    prefix: apiKey.prefix,
    createdAt: toTimestamp(apiKey.createdAt),
    issuedAt: toTimestamp(apiKey.issuedAt),
    ...(apiKey.revokedAt ? { revokedAt: toTimestamp(apiKey.revokedAt) } : {}),
  };
}

const ASSET_TYPE_PREFIX = 'SAFELISTING_ASSET_TYPE_';
const PLATFORM_PREFIX = 'SAFELISTING_PLATFORM_';

/** A protobuf enum value → the domain's lowercase name; UNSPECIFIED → undefined. */
function enumName<Name extends string>(value: string | undefined, prefix: string, names: readonly Name[]) {
  const name = (value ?? '').slice(prefix.length).toLowerCase();
  return (names as readonly string[]).includes(name) ? (name as Name) : undefined;
}

export const assetTypeFrom = (value: string | undefined) => enumName(value, ASSET_TYPE_PREFIX, ASSET_TYPES);
export const platformFrom = (value: string | undefined) => enumName(value, PLATFORM_PREFIX, PLATFORMS);

export function safelistingLicenseMessage(license: SafelistingLicense): accounts.SafelistingLicense {
  return {
    id: license.id,
    createdAt: toTimestamp(license.createdAt),
    ...(license.expiresAt ? { expiresAt: toTimestamp(license.expiresAt) } : {}),
    asset: {
      id: license.asset.id,
      type: `${ASSET_TYPE_PREFIX}${license.asset.type.toUpperCase()}` as accounts.SafelistingAssetType,
      platform: `${PLATFORM_PREFIX}${license.asset.platform.toUpperCase()}` as accounts.SafelistingPlatform,
      url: license.asset.url,
    },
  };
}

/** An optional timestamp of a request; an absent one stays absent, an unset one too. */
export const instantFrom = (timestamp: accounts.SafelistingLicense__Output['expiresAt'] | undefined | null) =>
  fromTimestamp(timestamp ?? undefined);
