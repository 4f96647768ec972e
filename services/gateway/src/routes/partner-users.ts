import { toTimestamp, type accounts } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { pageEnvelope } from '../http/pagination';
import { partnerUserJson } from '../http/partner-json';
import type { Upstreams } from '../upstreams/upstreams';

/** `GET /v0/partner/users`, `GET` and `PUT /v0/partner/users/{userId}`: the caller's own end users. */
export function partnerUserRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('listPartnerUsers', async (request, response, { params }) => {
    const page = { limit: params.limit, offset: params.offset };
    const listed = await upstreams.accountsAdmin.listEndUsers({ partnerId: callerOf(response).partnerId, page });
    response
      .set('Cache-Control', 'private, no-cache')
      .json({ users: listed.users.map(partnerUserJson), ...pageEnvelope(request, page, listed.total) });
  });

  api.handle('getPartnerUser', async (_request, response, { params }) => {
    const { user } = await upstreams.accounts.getCurrentUser({
      partnerId: callerOf(response).partnerId,
      userId: params.userId,
    });
    if (!user) throw new Error('accounts answered GetCurrentUser without a user');
    response.set('Cache-Control', 'private, no-cache').json(partnerUserJson(user));
  });

  api.handle('putPartnerUser', async (_request, response, { params, body }) => {
    const subscription = body.subscription;
    const request: accounts.PutEndUserRequest = {
      partnerId: callerOf(response).partnerId,
      userId: params.userId,
      connected: body.connected,
      ...(subscription
        ? {
            subscription: {
              plan: subscription.plan ?? '',
              status: `SUBSCRIPTION_STATUS_${subscription.status ?? 'ACTIVE'}` as accounts.SubscriptionStatus,
              ...(subscription.currentPeriodEnd
                ? { currentPeriodEnd: toTimestamp(new Date(subscription.currentPeriodEnd)) }
                : {}),
            },
          }
        : {}),
    };
    const answer = await upstreams.accountsAdmin.putEndUser(request);
    if (!answer.user) throw new Error('accounts answered PutEndUser without a user');
    response
      .status(answer.created ? 201 : 200)
      .set('Cache-Control', 'no-store')
      .json(partnerUserJson(answer.user));
  });
}
