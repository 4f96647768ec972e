/** The `webhooks` (one per partner) and `webhook_deliveries` collections. */
import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { WebhookStore } from '../domain/ports';
import { type PartnerWebhook, type WebhookDelivery } from '../domain/webhooks';

export class WebhookRepository implements WebhookStore {
  private readonly webhooks: DocumentCollection<PartnerWebhook>;
  private readonly deliveries: DocumentCollection<WebhookDelivery>;

  constructor(store: DocumentStore) {
    this.webhooks = store.collection<PartnerWebhook>('webhooks');
    this.deliveries = store.collection<WebhookDelivery>('webhook_deliveries');
  }

  async ensureIndexes(): Promise<void> {
    await this.deliveries.ensureIndexes([
      { keys: { state: 1, nextAttemptAt: 1 }, name: 'due' },
      { keys: { partnerId: 1, createdAt: -1 }, name: 'log' },
    ]);
  }

  async set(webhook: PartnerWebhook): Promise<void> {
    await this.webhooks.replaceOne({ _id: webhook._id }, webhook, { upsert: true });
  }

  get(partnerId: string): Promise<PartnerWebhook | null> {
    return this.webhooks.findOne({ _id: partnerId });
  }

  async delete(partnerId: string): Promise<boolean> {
    const deleted = await this.webhooks.deleteOne({ _id: partnerId });
    await this.deliveries.deleteMany({ partnerId, state: 'PENDING' });
    return deleted > 0;
  }

  /** Stores a delivery once: a redelivered status event finds it there and adds nothing. */
  async enqueue(delivery: WebhookDelivery): Promise<void> {
    if (await this.deliveries.findOne({ _id: delivery._id })) return;
    await this.deliveries.insertOne(delivery).catch(async (error: unknown) => {
      if (!(await this.deliveries.findOne({ _id: delivery._id }))) throw error;
    });
  }

  due(now: number, limit = 20): Promise<WebhookDelivery[]> {
    return this.deliveries.find(
      { state: 'PENDING', nextAttemptAt: { $lte: now } },
      { sort: { nextAttemptAt: 1 }, limit },
    );
  }

  /**
   * Takes a due delivery for one attempt by moving its next attempt `holdMs` ahead; false when
   * another dispatcher took it first. A dispatcher that dies mid-attempt leaves it due again then.
   */
  async take(delivery: WebhookDelivery, now: number, holdMs: number): Promise<boolean> {
    const { matched } = await this.deliveries.updateOne(
      { _id: delivery._id, state: 'PENDING', attempts: delivery.attempts, nextAttemptAt: delivery.nextAttemptAt },
      { $set: { nextAttemptAt: now + holdMs } },
    );
    return matched === 1;
  }

  /** Records an attempt; the `attempts` condition keeps two dispatchers from recording the same one. */
  async recordAttempt(delivery: WebhookDelivery, update: Partial<WebhookDelivery>): Promise<boolean> {
    const { matched } = await this.deliveries.updateOne(
      { _id: delivery._id, state: 'PENDING', attempts: delivery.attempts },
      { $set: { ...update, attempts: delivery.attempts + 1 } },
    );
    return matched === 1;
  }

  list(partnerId: string, limit: number): Promise<WebhookDelivery[]> {
    return this.deliveries.find({ partnerId }, { sort: { createdAt: -1 }, limit });
  }
}
