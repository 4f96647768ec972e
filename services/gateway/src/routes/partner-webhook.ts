import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { webhookDeliveryJson, webhookJson } from '../http/partner-json';
import { configured, VERSIONS, type Upstreams } from '../upstreams/upstreams';

/** `/v0/partner/webhook` and its deliveries: the caller's track-versions webhook, kept by versions. */
export function partnerWebhookRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.versionsAdmin, VERSIONS);

  api.handle('getWebhook', async (_request, response) => {
    const { webhook } = await client().getWebhook({ partnerId: callerOf(response).partnerId });
    if (!webhook) throw new Error('versions answered GetWebhook without a webhook');
    response.set('Cache-Control', 'private, no-cache').json(webhookJson(webhook));
  });

  api.handle('setWebhook', async (_request, response, { body }) => {
    const { webhook } = await client().setWebhook({
      partnerId: callerOf(response).partnerId,
      url: body.url,
      secret: body.secret ?? '',
    });
    if (!webhook) throw new Error('versions answered SetWebhook without a webhook');
    response.set('Cache-Control', 'no-store').json(webhookJson(webhook));
  });

  api.handle('deleteWebhook', async (_request, response) => {
    await client().deleteWebhook({ partnerId: callerOf(response).partnerId });
    response.status(204).end();
  });

  api.handle('listWebhookDeliveries', async (_request, response, { params }) => {
    const { deliveries } = await client().listWebhookDeliveries({
      partnerId: callerOf(response).partnerId,
      limit: params.limit,
    });
    response.set('Cache-Control', 'private, no-cache').json({ deliveries: deliveries.map(webhookDeliveryJson) });
  });
}
