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
 * answers, NOT_SERVING again whenever one stops answering, and NOT_SERVING for good once
 * shutdown begins. Probes run on an interval; the latest verdict is what Check/Watch report.
 */
export class Readiness {
  readonly health: HealthImplementation;
  private timer: NodeJS.Timeout | undefined;
  private serving = false;
  private draining = false;
  private failing: string[] = [];

  constructor(
    private readonly serviceNames: string[],
    private readonly probes: DependencyProbe[],
    private readonly logger: ReadinessLogger,
    private readonly intervalMs = 1_000,
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
    if (!this.draining) this.setServing(this.failing.length === 0);
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
