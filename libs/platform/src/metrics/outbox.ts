import { sampledGauge } from './registry';

/**
 * Writes whose events are not published yet (an outbox waiting out a Kafka outage): read from the
 * store at scrape time by each service that keeps one. Growing for minutes means events are late.
 */
export const outboxBacklog = sampledGauge({
  name: 'downbeat_outbox_pending_entries',
  help: 'Outbox entries whose events are not published yet, by outbox',
  labelNames: ['outbox'] as const,
});
