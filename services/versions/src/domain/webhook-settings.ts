/** Setting, reading and removing a partner's webhook, and its delivery log (the admin API's rules). */
import { notFound } from '@downbeat/platform';
import type { WebhookStore } from './ports';
import { checkWebhook, newSecret, type PartnerWebhook, type WebhookDelivery } from './webhooks';

export class WebhookSettings {
  constructor(
    private readonly webhooks: WebhookStore,
    private readonly clock: () => number = Date.now,
  ) {}

  async set(partnerId: string, url: string, secret?: string): Promise<PartnerWebhook> {
    checkWebhook(url, secret);
    const webhook = { _id: partnerId, url, secret: secret ?? newSecret(), updatedAt: this.clock() };
    await this.webhooks.set(webhook);
    return webhook;
  }

  async get(partnerId: string): Promise<PartnerWebhook> {
    const webhook = await this.webhooks.get(partnerId);
    if (!webhook) throw notFound('The partner has no webhook');
    return webhook;
  }

  delete(partnerId: string): Promise<boolean> {
    return this.webhooks.delete(partnerId);
  }

  deliveries(partnerId: string, limit = 20): Promise<WebhookDelivery[]> {
    return this.webhooks.list(partnerId, Math.min(100, Math.max(1, limit || 20)));
  }
}
