import type { Logger } from '@downbeat/platform';
import { announcePendingSettings, type AnnouncementPorts } from '../domain/settings-announcements';

/**
 * Runs the settings announcements (`domain/settings-announcements.ts`): a change wakes it at once,
 * a timer retries what failed, and passes never overlap.
 */
export class SettingsAnnouncer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private stopped = false;

  constructor(
    private readonly options: AnnouncementPorts & {
      logger: Logger;
      retryIntervalMs?: number;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.retryIntervalMs ?? 5_000);
    this.timer.unref();
    this.wake();
  }

  /** Publishes what is pending now (a pass already running runs once more after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.again) return;
    this.again = true;
    this.running = this.running.then(async () => {
      this.again = false;
      await announcePendingSettings(this.options).catch((error: unknown) =>
        this.options.logger.warn({ err: error }, 'partner settings not announced yet; retrying'),
      );
    });
  }

  /** Resolves when everything pending at the time of the call was tried. */
  async settled(): Promise<void> {
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
