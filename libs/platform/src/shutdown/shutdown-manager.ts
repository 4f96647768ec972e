/**
 * Runs named shutdown steps exactly once, in the reverse order of registration (what started last
 * stops first), each bounded by a timeout, and reports whether every step finished cleanly.
 * A second signal while shutting down does not start a second shutdown.
 */
export interface ShutdownLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ShutdownStep {
  name: string;
  run: () => Promise<void> | void;
}

export interface ShutdownOutcome {
  clean: boolean;
  failed: string[];
}

export class ShutdownManager {
  private readonly steps: ShutdownStep[] = [];
  private running: Promise<ShutdownOutcome> | undefined;

  constructor(
    private readonly logger: ShutdownLogger,
    private readonly stepTimeoutMs = 10_000,
  ) {}

  /** Registers a step; steps run last-registered first. */
  register(name: string, run: ShutdownStep['run']): void {
    if (this.running) throw new Error(`Cannot register "${name}" while shutting down`);
    this.steps.push({ name, run });
  }

  get isShuttingDown(): boolean {
    return this.running !== undefined;
  }

  shutdown(reason: string): Promise<ShutdownOutcome> {
    this.running ??= this.runSteps(reason);
    return this.running;
  }

  /** On SIGTERM/SIGINT: shut down, then exit 0 when clean, 1 otherwise. */
  exitOnSignals(exit: (code: number) => void = (code) => process.exit(code)): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        void this.shutdown(signal).then((outcome) => exit(outcome.clean ? 0 : 1));
      });
    }
  }

  private async runSteps(reason: string): Promise<ShutdownOutcome> {
    this.logger.info({ reason, steps: this.steps.length }, 'shutting down');
    const failed: string[] = [];
    for (const step of [...this.steps].reverse()) {
      const started = Date.now();
      try {
        await withTimeout(Promise.resolve().then(step.run), this.stepTimeoutMs, step.name);
        this.logger.info({ step: step.name, ms: Date.now() - started }, 'shutdown step done');
      } catch (error) {
        failed.push(step.name);
        this.logger.error({ step: step.name, err: error }, 'shutdown step failed');
      }
    }
    this.logger.info({ clean: failed.length === 0 }, 'shut down');
    return { clean: failed.length === 0, failed };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`"${name}" did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
