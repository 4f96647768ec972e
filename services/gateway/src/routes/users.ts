import { fromTimestamp, type accounts } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { Upstreams } from '../upstreams/upstreams';

const SUBSCRIPTION_STATUSES: Record<string, string> = {
  SUBSCRIPTION_STATUS_ACTIVE: 'ACTIVE',
  SUBSCRIPTION_STATUS_CANCELED: 'CANCELED',
  SUBSCRIPTION_STATUS_EXPIRED: 'EXPIRED',
};

/** `GET /v0/users/me`. */
export function userRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('getCurrentUser', async (_request, response) => {
    const caller = callerOf(response);
    const { user } = await upstreams.accounts.getCurrentUser({
      partnerId: caller.partnerId,
      userId: caller.userId ?? '',
    });
    if (!user) throw new Error('accounts answered GetCurrentUser without a user');
    response.set('Cache-Control', 'private, no-cache').json(userJson(user));
  });
}

function userJson(user: accounts.User__Output) {
  const subscription = user.subscription;
  const status = subscription ? SUBSCRIPTION_STATUSES[subscription.status] : undefined;
  const periodEnd = fromTimestamp(subscription?.currentPeriodEnd);
  return {
    id: user.id,
    connected: user.connected,
    premiumAccess: user.premiumAccess,
    // The reference API's names for the same facts, so its clients read them unchanged.
    userId: user.id,
    esConnect: user.connected,
    hasActiveSubscription: user.connected ? (subscription?.active ?? false) : null,
    ...(subscription && status
      ? {
          subscription: {
            plan: subscription.plan,
            status,
            ...(periodEnd ? { currentPeriodEnd: periodEnd.toISOString() } : {}),
          },
        }
      : {}),
  };
}
