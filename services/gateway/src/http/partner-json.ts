import { fromTimestamp, type accounts, type versions } from '@downbeat/contracts';

/** The partner management API's shapes (openapi/partner-schemas.ts) from accounts' and versions' messages. */

const PARTNER_STATUSES: Record<string, string> = {
  PARTNER_STATUS_ACTIVE: 'ACTIVE',
  PARTNER_STATUS_DISABLED: 'DISABLED',
};

const SUBSCRIPTION_STATUSES: Record<string, string> = {
  SUBSCRIPTION_STATUS_ACTIVE: 'ACTIVE',
  SUBSCRIPTION_STATUS_CANCELED: 'CANCELED',
  SUBSCRIPTION_STATUS_EXPIRED: 'EXPIRED',
};

const iso = (timestamp: Parameters<typeof fromTimestamp>[0]) => (fromTimestamp(timestamp) ?? new Date(0)).toISOString();

export function partnerJson(partner: accounts.Partner__Output) {
  const settings = partner.settings;
  return {
    id: partner.id,
    name: partner.name,
    accessKeyId: partner.accessKeyId,
    status: PARTNER_STATUSES[partner.status] ?? 'ACTIVE',
    createdAt: iso(partner.createdAt),
    settings: {
      freeTierCollectionIds: settings?.freeTierCollectionIds ?? [],
      rateLimit: {
        requestsPerSecond: settings?.rateLimit?.requestsPerSecond ?? 0,
        burst: settings?.rateLimit?.burst ?? 0,
      },
      allowedOrigins: settings?.allowedOrigins ?? [],
    },
  };
}

export function apiKeyJson(apiKey: accounts.ApiKey__Output) {
  const revokedAt = fromTimestamp(apiKey.revokedAt);
  return {
    id: apiKey.id,
    name: apiKey.name,
    prefix: apiKey.prefix,
    createdAt: iso(apiKey.createdAt),
    issuedAt: iso(apiKey.issuedAt),
    revoked: revokedAt !== undefined,
    ...(revokedAt ? { revokedAt: revokedAt.toISOString() } : {}),
  };
}

export function partnerUserJson(user: accounts.User__Output) {
  const subscription = user.subscription;
  const periodEnd = fromTimestamp(subscription?.currentPeriodEnd);
  return {
    id: user.id,
    connected: user.connected,
    premiumAccess: user.premiumAccess,
    ...(subscription
      ? {
          subscription: {
            plan: subscription.plan,
            status: SUBSCRIPTION_STATUSES[subscription.status] ?? 'ACTIVE',
            ...(periodEnd ? { currentPeriodEnd: periodEnd.toISOString() } : {}),
            active: subscription.active,
          },
        }
      : {}),
    createdAt: iso(user.createdAt),
  };
}

export function webhookJson(webhook: versions.Webhook__Output) {
  return {
    url: webhook.url,
    ...(webhook.secret ? { secret: webhook.secret } : {}),
    updatedAt: iso(webhook.updatedAt),
  };
}

export function webhookDeliveryJson(delivery: versions.WebhookDelivery__Output) {
  const lastAttempt = fromTimestamp(delivery.lastAttemptAt);
  const nextAttempt = fromTimestamp(delivery.nextAttemptAt);
  return {
    deliveryId: delivery.deliveryId,
    jobId: delivery.jobId,
    jobStatus: delivery.jobStatus,
    state: delivery.state,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    url: delivery.url,
    createdAt: iso(delivery.createdAt),
    ...(lastAttempt ? { lastAttemptAt: lastAttempt.toISOString() } : {}),
    ...(nextAttempt ? { nextAttemptAt: nextAttempt.toISOString() } : {}),
  };
}

/** One CSV row per day: the header, then previews, downloads, exports and exports per platform. */
export function usageCsv(
  days: {
    day: string;
    previews: number;
    downloads: number;
    exports: number;
    exportsByPlatform: { platform: string; count: number }[];
  }[],
): string {
  const platforms = [...new Set(days.flatMap((day) => day.exportsByPlatform.map((entry) => entry.platform)))].sort();
  const header = ['day', 'previews', 'downloads', 'exports', ...platforms.map((platform) => `exports_${platform}`)];
  const rows = days.map((day) => {
    const byPlatform = new Map(day.exportsByPlatform.map((entry) => [entry.platform, entry.count]));
    return [
      day.day,
      day.previews,
      day.downloads,
      day.exports,
      ...platforms.map((platform) => byPlatform.get(platform) ?? 0),
    ];
  });
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
