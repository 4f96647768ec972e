/**
 * How far the first start's demo catalog is, for `/readyz` and the log: generated and ingested
 * masters out of the total. The API answers all along; this only says what it holds yet.
 */
import type { DemoCatalogReport } from '@downbeat/gateway';

export class DemoCatalogStatus {
  private state: DemoCatalogReport['state'] = 'loading';
  private generated = 0;
  private ingested = 0;
  private total = 0;
  private failure = '';

  planned(total: number): void {
    this.total = total;
  }

  generatedOne(): void {
    this.generated += 1;
  }

  ingestedOne(): void {
    this.ingested += 1;
  }

  ready(): void {
    this.state = 'ready';
    this.generated = this.ingested = this.total;
  }

  failed(reason: string): void {
    this.state = 'failed';
    this.failure = reason;
  }

  report(): DemoCatalogReport {
    return {
      state: this.state,
      generated: this.generated,
      ingested: this.ingested,
      total: this.total,
      message: this.message(),
    };
  }

  private message(): string {
    if (this.state === 'ready') return `demo catalog: ready (${this.total} masters)`;
    if (this.state === 'failed') return `demo catalog: not loaded (${this.failure}); the next start tries again`;
    if (this.total === 0) return 'demo catalog: starting';
    return `demo catalog: ${this.ingested}/${this.total} ingested, ${this.generated}/${this.total} generated`;
  }
}
