/**
 * The one Prometheus registry of a process (prom-client). Every metric of every service in the
 * process is registered here, so the embedded mode's one `/metrics` shows the same names as each
 * distributed service's own: series differ by their labels (route, gRPC service, topic and group,
 * pool…), which already say which service they come from.
 *
 * Only this folder imports prom-client; services declare their counters through `counter()` etc.
 */
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

export const metricsRegistry = new Registry();

let runtimeCollected = false;

/** Node's own metrics (CPU, memory, event-loop delay, GC) once per process: the saturation signals. */
export function collectRuntimeMetrics(): void {
  if (runtimeCollected) return;
  runtimeCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

/** Seconds, from a few milliseconds (a cached read) to a minute (an upload, a render). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface MetricShape<L extends string> {
  /** Prometheus conventions: `downbeat_<what>_<unit>`, counters end in `_total`. */
  name: string;
  help: string;
  labelNames?: readonly L[];
}

/**
 * A counter in the process registry. Declaring the same name twice (two services of the embedded
 * mode, a module loaded twice) returns the first: one metric, one definition.
 */
export function counter<L extends string>(shape: MetricShape<L>): Counter<L> {
  return (
    existing<Counter<L>>(shape.name) ??
    new Counter({ ...shape, labelNames: shape.labelNames ?? [], registers: [metricsRegistry] })
  );
}

export function histogram<L extends string>(shape: MetricShape<L> & { buckets?: number[] }): Histogram<L> {
  return (
    existing<Histogram<L>>(shape.name) ??
    new Histogram({
      ...shape,
      labelNames: shape.labelNames ?? [],
      buckets: shape.buckets ?? LATENCY_BUCKETS,
      registers: [metricsRegistry],
    })
  );
}

/** A value read when Prometheus scrapes: each source adds its labelled samples (a backlog, a queue). */
export interface GaugeSource<L extends string> {
  (set: (labels: Partial<Record<L, string>>, value: number) => void): Promise<void> | void;
}

export interface SampledGauge<L extends string> {
  /** Adds a source; the returned function removes it (a stopped subscription, a closed pool). */
  sample(source: GaugeSource<L>): () => void;
}

/**
 * A gauge whose value is read at scrape time from sources that register and unregister
 * themselves. A source that fails or takes too long leaves its series out of that scrape
 * instead of failing the whole page.
 */
export function sampledGauge<L extends string>(shape: MetricShape<L> & { timeoutMs?: number }): SampledGauge<L> {
  const found = sampledGauges.get(shape.name);
  if (found) return found as SampledGauge<L>;
  const sources = new Set<GaugeSource<L>>();
  const timeoutMs = shape.timeoutMs ?? 2_000;
  new Gauge<L>({
    name: shape.name,
    help: shape.help,
    labelNames: shape.labelNames ?? [],
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const set = (labels: Partial<Record<L, string>>, value: number) => this.set(labels, value);
      await Promise.all(
        [...sources].map((source) =>
          withinTimeout(
            Promise.resolve().then(() => source(set)),
            timeoutMs,
          ),
        ),
      );
    },
  });
  const gauge: SampledGauge<L> = {
    sample(source) {
      sources.add(source);
      return () => void sources.delete(source);
    },
  };
  sampledGauges.set(shape.name, gauge as SampledGauge<string>);
  return gauge;
}

const sampledGauges = new Map<string, SampledGauge<string>>();

function existing<M>(name: string): M | undefined {
  return metricsRegistry.getSingleMetric(name) as M | undefined;
}

async function withinTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A thread's metrics as data, to be shown on another thread's `/metrics`. */
export type MetricsSnapshot = MetricObjectWithValues<MetricValue<string>>[];

/** This thread's metrics as data (what a worker thread hands to the thread that serves `/metrics`). */
export function metricsSnapshot(): Promise<MetricsSnapshot> {
  return metricsRegistry.getMetricsAsJSON();
}

const snapshotSources = new Set<() => Promise<MetricsSnapshot>>();

/**
 * Adds the metrics of another thread of this process (a consumer on a worker thread) to this
 * one's `/metrics`: series of the same name and labels add up, as prom-client aggregates cluster
 * workers. A source that fails or takes over 2 s is left out of that scrape. Returns the remover.
 */
export function addMetricsSource(source: () => Promise<MetricsSnapshot>): () => void {
  snapshotSources.add(source);
  return () => void snapshotSources.delete(source);
}

/** The exposition text of every metric in the process (what `/metrics` answers). */
export async function metricsText(): Promise<string> {
  if (snapshotSources.size === 0) return metricsRegistry.metrics();
  const others = await Promise.all(
    [...snapshotSources].map(async (source) => {
      let snapshot: MetricsSnapshot = [];
      await withinTimeout(
        source().then((taken) => void (snapshot = taken)),
        2_000,
      );
      return snapshot;
    }),
  );
  return AggregatorRegistry.aggregate([await metricsRegistry.getMetricsAsJSON(), ...others]).metrics();
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
