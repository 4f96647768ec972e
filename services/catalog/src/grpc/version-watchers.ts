import { randomUUID } from 'node:crypto';
import type { catalog } from '@downbeat/contracts';

type WatchCall = Parameters<catalog.CatalogServiceHandlers['WatchCatalogVersion']>[0];

/** What the watchers follow: the read model's change counter and its change notifications. */
export interface VersionSource {
  readonly version: number;
  onChange(listener: () => void): () => void;
}

/**
 * WatchCatalogVersion: each open watch gets the read model's version at once and again after every
 * change, written synchronously from the change itself — before the write that caused it is
 * acknowledged — so a gateway that caches reads never serves a writer its pre-write answer. The
 * version carries a per-process id: a restarted replica (its counter back at 1) never repeats one.
 */
export class VersionWatchers {
  private readonly process = randomUUID();
  private readonly watches = new Set<WatchCall>();
  private readonly unsubscribe: () => void;
  private closed = false;

  constructor(private readonly source: VersionSource) {
    this.unsubscribe = source.onChange(() => {
      for (const watch of this.watches) this.send(watch);
    });
  }

  /** The RPC handler. */
  readonly handle = (watch: WatchCall): void => {
    if (this.closed) {
      watch.end();
      return;
    }
    this.watches.add(watch);
    const forget = () => this.watches.delete(watch);
    watch.on('cancelled', forget);
    watch.on('error', forget);
    watch.on('close', forget);
    this.send(watch);
  };

  /** Ends every watch (drain): watchers reconnect to another replica instead of holding this one open. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    for (const watch of this.watches) watch.end();
    this.watches.clear();
  }

  private send(watch: WatchCall): void {
    watch.write({ version: `${this.process}:${this.source.version}` });
  }
}
