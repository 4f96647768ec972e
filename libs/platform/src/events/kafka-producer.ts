import type { Producer } from 'kafkajs';

/**
 * The bus's idempotent producer, used for one send at a time and replaced after any send that failed.
 *
 * Why: when a produce request fails, kafkajs rolls the partition's sequence number back, although
 * the broker may have written the batch already (its answer was lost, or the broker died after the
 * append). The next batch with as many records on that partition then carries the very same
 * sequence numbers; the broker takes it for a retry of the written one and acknowledges it without
 * writing it — an accepted batch silently lost. A fresh producer (a new producer id, sequences from
 * zero) after every failure, and no second send while one is still retrying inside kafkajs, leave
 * no way into that trap. A failed send may still have been written: its caller hears "failed" and
 * may send it again (event ids stay the same, so consumers can tell).
 */
export class ReplaceableProducer {
  private producer: Producer;
  private connected: Promise<void> | undefined;
  /** The send in progress; the next one starts after it settles. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly create: () => Producer) {
    this.producer = create();
  }

  async connect(): Promise<void> {
    await this.connectedProducer();
  }

  /** Runs `send` on a connected producer once every earlier send has settled. */
  send(send: (producer: Producer) => Promise<unknown>): Promise<void> {
    const run = this.turn.then(() => this.sendNow(send));
    this.turn = run.catch(() => undefined);
    return run;
  }

  async disconnect(): Promise<void> {
    await this.turn;
    await this.producer.disconnect();
  }

  private async sendNow(send: (producer: Producer) => Promise<unknown>): Promise<void> {
    const producer = await this.connectedProducer();
    try {
      await send(producer);
    } catch (error) {
      this.replace(producer);
      throw error;
    }
  }

  private async connectedProducer(): Promise<Producer> {
    const producer = this.producer;
    try {
      await (this.connected ??= producer.connect());
      return producer;
    } catch (error) {
      this.replace(producer);
      throw error;
    }
  }

  private replace(failed: Producer): void {
    if (this.producer !== failed) return;
    this.producer = this.create();
    this.connected = undefined;
    void failed.disconnect().catch(() => undefined);
  }
}
