import { parseExposition, sampleSum } from './exposition';
import { Counter, Registry } from 'prom-client';
import { addMetricsSource, counter, metricsText, sampledGauge } from './registry';

const scrape = async () => parseExposition(await metricsText());

describe('the process registry', () => {
  it('reads a sampled gauge from its sources at scrape time, and forgets a removed source', async () => {
    const depth = sampledGauge({ name: 'test_queue_depth', help: 'test', labelNames: ['queue'] as const });
    let waiting = 3;
    const remove = depth.sample((set) => set({ queue: 'renders' }, waiting));
    expect(sampleSum(await scrape(), 'test_queue_depth', { queue: 'renders' })).toBe(3);
    waiting = 7;
    expect(sampleSum(await scrape(), 'test_queue_depth', { queue: 'renders' })).toBe(7);
    remove();
    expect((await scrape()).filter((sample) => sample.name === 'test_queue_depth')).toEqual([]);
  });

  it('leaves out a failing or hanging source instead of failing the whole page', async () => {
    const backlog = sampledGauge({
      name: 'test_backlog',
      help: 'test',
      labelNames: ['outbox'] as const,
      timeoutMs: 50,
    });
    const removals = [
      backlog.sample(() => Promise.reject(new Error('store down'))),
      backlog.sample(() => new Promise(() => undefined)),
      backlog.sample((set) => set({ outbox: 'healthy' }, 2)),
    ];
    const started = Date.now();
    const samples = await scrape();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sampleSum(samples, 'test_backlog', { outbox: 'healthy' })).toBe(2);
    expect(samples.filter((sample) => sample.name === 'test_backlog')).toHaveLength(1);
    for (const remove of removals) remove();
  });

  it('gives one metric for one name, however often it is declared (services of the embedded mode)', async () => {
    const first = counter({ name: 'test_things_total', help: 'test', labelNames: ['kind'] as const });
    const second = counter({ name: 'test_things_total', help: 'test', labelNames: ['kind'] as const });
    first.inc({ kind: 'a' });
    second.inc({ kind: 'a' });
    expect(sampleSum(await scrape(), 'test_things_total', { kind: 'a' })).toBe(2);
  });

  it("adds another thread's metrics to the page, series of one name and labels summed", async () => {
    const here = counter({ name: 'test_consumed_total', help: 'test', labelNames: ['group'] as const });
    here.inc({ group: 'search' }, 2);
    // Another thread's registry, as its snapshot reaches this one.
    const there = new Registry();
    new Counter({ name: 'test_consumed_total', help: 'test', labelNames: ['group'], registers: [there] }).inc(
      { group: 'reporting' },
      5,
    );
    new Counter({ name: 'test_counted_total', help: 'test', registers: [there] }).inc(3);
    const removals = [
      addMetricsSource(() => there.getMetricsAsJSON()),
      addMetricsSource(() => Promise.reject(new Error('thread gone'))),
    ];

    const samples = await scrape();
    expect(sampleSum(samples, 'test_consumed_total', { group: 'search' })).toBe(2);
    expect(sampleSum(samples, 'test_consumed_total', { group: 'reporting' })).toBe(5);
    expect(sampleSum(samples, 'test_counted_total')).toBe(3);
    for (const remove of removals) remove();
    expect((await scrape()).filter((sample) => sample.name === 'test_counted_total')).toEqual([]);
  });
});
