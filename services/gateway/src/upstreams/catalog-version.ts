import type { catalog } from '@downbeat/contracts';

type Watch = ReturnType<catalog.CatalogServiceClient['watchCatalogVersion']>;

export interface CatalogVersionLogger {
  info(object: object, message: string): void;
}

/**
 * The catalog's current version as the catalog pushes it (WatchCatalogVersion). `current` is
 * undefined while no watch is open — between reconnects, and while the catalog is down — and
 * then nothing may be cached, because a change could go unnoticed. A watch that ends (a replica
 * draining, a connection aged out) is reopened after `retryMs`, reaching whichever replica the
 * channel picks.
 */
export class CatalogVersion {
  private version: string | undefined;
  private watch: Watch | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly client: Pick<catalog.CatalogServiceClient, 'watchCatalogVersion'>,
    private readonly logger: CatalogVersionLogger,
    private readonly retryMs = 1_000,
  ) {}

  get current(): string | undefined {
    return this.version;
  }

  start(): this {
    this.open();
    return this;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.version = undefined;
    this.watch?.cancel();
  }

  private open(): void {
    if (this.closed) return;
    const watch = this.client.watchCatalogVersion({});
    this.watch = watch;
    watch.on('data', (message: catalog.WatchCatalogVersionResponse__Output) => {
      this.version = message.version;
    });
    // 'status' comes once per call, after an error or the end alike.
    watch.on('error', () => undefined);
    watch.on('status', (status: { code: number; details: string }) => {
      if (this.watch !== watch) return;
      const wasWatching = this.version !== undefined;
      this.version = undefined;
      this.watch = undefined;
      if (this.closed) return;
      if (wasWatching) this.logger.info({ code: status.code, details: status.details }, 'catalog version watch ended');
      this.retry = setTimeout(() => this.open(), this.retryMs);
      this.retry.unref();
    });
  }
}
