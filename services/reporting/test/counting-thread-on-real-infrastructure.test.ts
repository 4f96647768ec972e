/**
 * reporting as a pod runs it (its built `dist/main.js`) counts the daily usage on a thread of its
 * own (counting-thread.ts): the events it accepted show in the day's usage, the counting group's
 * Kafka lag shows on the process's one `/metrics` and reaches 0, and SIGTERM stops both threads
 * cleanly (exit code 0).
 */
import { toTimestamp } from '@downbeat/contracts';
import { matching, parseExposition } from '@downbeat/platform';
import { describeWith, freePort, type ServiceProcess, waitFor } from '@downbeat/testing';
import { reportingClient, reportingProcess } from './reporting-process';

const run = `reporting_thread_${Date.now().toString(36)}_${process.pid}`;
const PARTNER = `partner-${run}`;
const EVENTS = 40;

describeWith(['mongodb', 'kafka'], 'daily usage counted on its own thread of the reporting process', () => {
  let service: ServiceProcess;
  let client: ReturnType<typeof reportingClient>;
  let metricsUrl = '';

  beforeAll(async () => {
    const address = `127.0.0.1:${await freePort()}`;
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    service = reportingProcess('reporting-thread-test', run, address, {
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    });
    service.start();
    client = reportingClient(address);
  }, 30_000);

  afterAll(async () => {
    if (service.running) await service.kill();
  });

  it('counts what it accepted, shows the counting lag on /metrics, and stops both threads on SIGTERM', async () => {
    const now = new Date();
    await waitFor(
      'reporting to accept the batch',
      () =>
        client
          .reportAnalyticsEvents({
            partnerId: PARTNER,
            idempotencyKey: `${run}-batch`,
            events: Array.from({ length: EVENTS }, (_, n) => ({
              userId: `fan-${n % 4}`,
              occurredAt: toTimestamp(now),
              userConnected: true,
              trackPreviewed: { trackId: `trk_${n % 5}` },
            })),
          })
          .then(() => true),
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    const day = now.toISOString().slice(0, 10);
    await waitFor(
      'the day to show every event',
      async () => {
        const usage = await client.getDailyUsage({ partnerId: PARTNER, from: day, to: day, topTracks: 5 });
        return Number(usage.days[0]?.previews ?? 0) === EVENTS && usage.days[0]?.topTracks.length === 5;
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    const lag = { group: `${run}.reporting`, topic: `${run}.analytics.events.v1` };
    await waitFor(
      'the counting lag to be 0 on the process’s /metrics',
      async () => {
        const text = await fetch(metricsUrl).then((response) => (response.ok ? response.text() : ''));
        const series = matching(parseExposition(text), 'downbeat_event_consumer_lag_messages', lag);
        return series.length === 1 && series[0]?.value === 0;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );

    expect(await service.stop()).toBe(0);
  }, 120_000);
});
