import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root, from libs/testing/{src,dist}/processes. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const LOG_DIR = path.join(REPO_ROOT, '.data', 'e2e-logs');

/**
 * One Downbeat service run as its own OS process from its built `dist/main.js`, exactly as a pod
 * runs it. Output goes to `.data/e2e-logs/<name>.log` for post-mortems. `root` is the checkout the
 * build comes from: this one, or another release's (independent rollouts run both side by side).
 */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> | undefined;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: Record<string, string>,
    private readonly root: string = REPO_ROOT,
  ) {}

  start(): void {
    mkdirSync(LOG_DIR, { recursive: true });
    const log = createWriteStream(path.join(LOG_DIR, `${this.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [path.join(this.root, this.entry)], {
      cwd: this.root,
      // A free ops port unless the test names one: the defaults (9451…) may be taken by another run here.
      env: { ...process.env, LOG_LEVEL: 'info', METRICS_PORT: '0', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.child = child;
  }

  /** The last lines of this service's log (all runs append to it), for a failure message. */
  logTail(lines = 15): string {
    try {
      const text = readFileSync(path.join(LOG_DIR, `${this.name}.log`), 'utf8');
      return text.trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** The OS process id while started (benchmarks read its CPU time from /proc). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends SIGTERM and resolves with the exit code once the process has drained and exited. */
  async stop(timeoutMs = 15_000): Promise<number | null> {
    if (!this.child || !this.running) return this.child?.exitCode ?? null;
    this.child.kill('SIGTERM');
    return this.waitForExit(timeoutMs);
  }

  /** Kills the process abruptly (SIGKILL), like a node failure. */
  async kill(): Promise<void> {
    if (!this.child || !this.running) return;
    this.child.kill('SIGKILL');
    await this.waitForExit(5_000);
  }

  private async waitForExit(timeoutMs: number): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.name} did not exit within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited ?? Promise.resolve(null), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
