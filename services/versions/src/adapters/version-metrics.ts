/** The versions counters on-call reads beside the worker pool's: jobs through their life, webhooks. */
import { counter } from '@downbeat/platform';

export const versionJobs = counter({
  name: 'downbeat_version_jobs_total',
  help: 'Track-version jobs by step: accepted (StartJob), completed, failed (for good), retried (a failed render released for another attempt)',
  labelNames: ['outcome'] as const,
});

export const webhookDeliveries = counter({
  name: 'downbeat_webhook_deliveries_total',
  help: "Attempts to POST a partner's webhook by outcome: delivered (2xx), retrying, given_up (a day of attempts)",
  labelNames: ['outcome'] as const,
});
