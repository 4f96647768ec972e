import { HealthImplementation, type ServingStatus } from 'grpc-health-check';

/** A dependency whose health decides whether this service can serve (database, broker, index). */
export interface DependencyProbe {
  name: string;
  isHealthy(): Promise<boolean>;
}

export interface ReadinessLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Honest health for the standard grpc.health.v1 service: NOT_SERVING until every dependency
 * answers, NOT_SERVING again once one stops answering, and NOT_SERVING for good once shutdown
 * begins. Probes run on an interval; the latest verdict is what Check/Watch report. A serving
 * service stops serving after `failingProbesToStop` failed probes in a row: one probe that missed
 * its deadline on a loaded machine (a broker or database answering late, not down) must not take it
 * out of rotation — an outage fails every probe, and shows a probe interval later.
 */
export class Readiness {
  readonly health: HealthImplementation;
  private timer: NodeJS.Timeout | undefined;
  private serving = false;
  private draining = false;
  private failing: string[] = [];
  private failedInARow = 0;

  constructor(
    private readonly serviceNames: string[],
    private readonly probes: DependencyProbe[],
    private readonly logger: ReadinessLogger,
    private readonly intervalMs = 1_000,
    private readonly failingProbesToStop = 2,
  ) {
    this.health = new HealthImplementation(
      Object.fromEntries(['', ...serviceNames].map((name) => [name, 'NOT_SERVING' as ServingStatus])),
    );
  }

  /** Probes once now, then keeps probing in the background. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.intervalMs);
    this.timer.unref();
  }

  get isServing(): boolean {
    return this.serving;
  }

  get failingDependencies(): readonly string[] {
    return this.failing;
  }

  /** Shutdown began: report NOT_SERVING from now on so load balancers stop sending work. */
  drain(): void {
    this.draining = true;
    clearInterval(this.timer);
    this.setServing(false);
  }

  async probe(): Promise<void> {
    if (this.draining) return;
    const results = await Promise.all(
      this.probes.map(async (probe) => ({ name: probe.name, healthy: await probe.isHealthy().catch(() => false) })),
    );
    this.failing = results.filter((result) => !result.healthy).map((result) => result.name);
    this.failedInARow = this.failing.length === 0 ? 0 : this.failedInARow + 1;
    if (this.draining) return;
    if (this.failing.length === 0) this.setServing(true);
    else if (!this.serving || this.failedInARow >= this.failingProbesToStop) this.setServing(false);
    else
      this.logger.warn({ failing: this.failing }, 'a dependency probe failed; still serving until the next fails too');
  }

  private setServing(serving: boolean): void {
    if (serving !== this.serving) {
      // Draining is the expected way to stop serving; a failing dependency is worth a warning.
      if (serving) this.logger.info({ failing: this.failing }, 'serving');
      else if (this.draining) this.logger.info({ failing: this.failing }, 'not serving: shutting down');
      else this.logger.warn({ failing: this.failing }, 'not serving');
    }
    this.serving = serving;
    for (const name of ['', ...this.serviceNames]) this.health.setStatus(name, serving ? 'SERVING' : 'NOT_SERVING');
  }
}
