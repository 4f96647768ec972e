/** gRPC handlers of VersionsAdminService: translation only. */
import { toTimestamp, type versions } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import { type WebhookSettings } from '../domain/webhook-settings';
import { type PartnerWebhook } from '../domain/webhooks';

export function adminHandlers(settings: WebhookSettings, logger: Logger) {
  const message = (webhook: PartnerWebhook, withSecret: boolean): versions.Webhook => ({
    partnerId: webhook._id,
    url: webhook.url,
    secret: withSecret ? webhook.secret : '',
    updatedAt: toTimestamp(new Date(webhook.updatedAt)),
  });
  return {
    SetWebhook: unary(logger, async (request: versions.SetWebhookRequest__Output) => ({
      webhook: message(await settings.set(request.partnerId, request.url, request.secret || undefined), true),
    })),
    GetWebhook: unary(logger, async (request: versions.GetWebhookRequest__Output) => ({
      webhook: message(await settings.get(request.partnerId), false),
    })),
    DeleteWebhook: unary(logger, async (request: versions.DeleteWebhookRequest__Output) => ({
      deleted: await settings.delete(request.partnerId),
    })),
    ListWebhookDeliveries: unary(logger, async (request: versions.ListWebhookDeliveriesRequest__Output) => ({
      deliveries: (await settings.deliveries(request.partnerId, request.limit)).map((delivery) => ({
        deliveryId: delivery._id,
        jobId: delivery.jobId,
        jobStatus: delivery.jobStatus,
        state: delivery.state,
        attempts: delivery.attempts,
        lastStatusCode: delivery.lastStatusCode,
        lastError: delivery.lastError,
        url: delivery.url,
        createdAt: toTimestamp(new Date(delivery.createdAt)),
        ...(delivery.lastAttemptAt ? { lastAttemptAt: toTimestamp(new Date(delivery.lastAttemptAt)) } : {}),
        ...(delivery.state === 'PENDING' ? { nextAttemptAt: toTimestamp(new Date(delivery.nextAttemptAt)) } : {}),
      })),
    })),
  };
}
