/**
 * Delivers webhooks: a job-status event of a finished job (COMPLETED or FAILED) whose partner has a
 * webhook becomes a stored delivery before the event is committed (so none is lost), and every
 * second the due deliveries are POSTed, signed, until a 2xx answer or a day of attempts.
 */
import {
  captureTraceContext,
  inCapturedTraceContext,
  type EventBus,
  type Logger,
  type Subscription,
} from '@downbeat/platform';
import { webhookDeliveries } from '../adapters/version-metrics';
import { type WebhookSender } from '../adapters/webhook-sender';
import { STATUS_TOPIC } from '../domain/job-events';
import { type VersionJobs } from '../domain/version-jobs';
import { deliveryId, nextAttempt, signedHeaders, webhookEventType, type WebhookDelivery } from '../domain/webhooks';
import type { WebhookStore } from '../domain/ports';
import { jobJson } from '../domain/job-json';

export const WEBHOOK_GROUP = 'versions-webhooks';
/** How long one attempt holds a delivery before another dispatcher may try it. */
const ATTEMPT_HOLD_MS = 30_000;

export interface WebhookDispatcherOptions {
  webhooks: WebhookStore;
  jobs: VersionJobs;
  bus: EventBus;
  sender: WebhookSender;
  logger: Logger;
  intervalMs?: number;
  clock?: () => number;
}

export class WebhookDispatcher {
  private subscription?: Subscription;
  private timer?: NodeJS.Timeout;
  private sending?: Promise<void>;
  private readonly clock: () => number;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.clock = options.clock ?? Date.now;
  }

  async start(): Promise<void> {
    this.subscription = await this.options.bus.subscribe(
      { group: WEBHOOK_GROUP, topics: [STATUS_TOPIC], fromBeginning: true },
      async (event) => {
        const data = event.data as { jobId: string; partnerId: string; userId: string; status: string };
        if (data.status === 'COMPLETED' || data.status === 'FAILED') await this.enqueue(data, data.status);
      },
    );
    this.timer = setInterval(() => {
      this.sending ??= this.sendDue().finally(() => (this.sending = undefined));
    }, this.options.intervalMs ?? 1_000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.subscription?.stop();
    await this.sending;
  }

  private async enqueue(
    data: { jobId: string; partnerId: string; userId: string },
    status: 'COMPLETED' | 'FAILED',
  ): Promise<void> {
    const webhook = await this.options.webhooks.get(data.partnerId);
    if (!webhook) return;
    const view = await this.options.jobs.get(data.jobId, data.partnerId, data.userId, false);
    const now = this.clock();
    const id = deliveryId(data.jobId, status);
    const body = JSON.stringify({
      type: webhookEventType(status),
      timestamp: new Date(now).toISOString(),
      data: { ...jobJson(view), trackId: view.job.trackId, durationMs: view.job.durationMs, userId: data.userId },
    });
    await this.options.webhooks.enqueue({
      _id: id,
      partnerId: data.partnerId,
      jobId: data.jobId,
      jobStatus: status,
      url: webhook.url,
      body,
      state: 'PENDING',
      attempts: 0,
      lastStatusCode: 0,
      lastError: '',
      createdAt: now,
      nextAttemptAt: now,
      ...withTraceContext(captureTraceContext()),
    });
  }

  /** One pass over the due deliveries. */
  async sendDue(): Promise<void> {
    const { webhooks } = this.options;
    const due = await webhooks.due(this.clock()).catch(() => []);
    for (const delivery of due) {
      if (await webhooks.take(delivery, this.clock(), ATTEMPT_HOLD_MS).catch(() => false)) await this.attempt(delivery);
    }
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const { webhooks, sender, logger } = this.options;
    const webhook = await webhooks.get(delivery.partnerId);
    if (!webhook) return;
    const now = this.clock();
    const headers = signedHeaders(webhook.secret, delivery._id, Math.floor(now / 1000), delivery.body);
    const answer = await inCapturedTraceContext(delivery.traceContext, () =>
      sender.post(webhook.url, headers, delivery.body),
    );
    const attempts = delivery.attempts + 1;
    const delivered = answer.statusCode >= 200 && answer.statusCode < 300;
    const next = delivered ? undefined : nextAttempt(delivery.createdAt, attempts, this.clock());
    const state = delivered ? 'DELIVERED' : next === undefined ? 'FAILED' : 'PENDING';
    await webhooks.recordAttempt(
      { ...delivery },
      {
        state,
        url: webhook.url,
        lastStatusCode: answer.statusCode,
        lastError: delivered ? '' : answer.error || `HTTP ${answer.statusCode}`,
        lastAttemptAt: now,
        nextAttemptAt: next ?? now,
      },
    );
    webhookDeliveries.inc({ outcome: delivered ? 'delivered' : state === 'FAILED' ? 'given_up' : 'retrying' });
    if (!delivered)
      logger.warn(
        { deliveryId: delivery._id, partnerId: delivery.partnerId, attempts, statusCode: answer.statusCode },
        state === 'FAILED' ? 'webhook given up after a day' : 'webhook attempt failed; retrying',
      );
  }
}

const withTraceContext = (traceContext: Record<string, string> | undefined) => (traceContext ? { traceContext } : {});
