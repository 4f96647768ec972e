import net from 'node:net';
import type { ISocketFactory } from 'kafkajs';

/** Kafka's request header starts after the 4-byte size: api key (int16), version, correlation id. */
const PRODUCE_API_KEY = 0;

/**
 * A TCP proxy in front of one Kafka broker that can lose the answer to a produce request the
 * broker has already written, and then stay unreachable — the moment a broker dies between
 * appending a batch and answering it — or hold every answer (a hung broker). The bus reaches it
 * through its socket factory, so the broker's advertised address does not matter (single-broker
 * clusters only).
 */
export class KafkaFaultProxy {
  private readonly sockets = new Set<net.Socket>();
  private state: 'passing' | 'armed' | 'down' | 'hung' = 'passing';
  private readonly clients = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(broker: string): Promise<KafkaFaultProxy> {
    const [host = '127.0.0.1', port = '9092'] = broker.split(':');
    const server = net.createServer();
    const proxy = new KafkaFaultProxy(server, { host, port: Number(port) });
    server.on('connection', (client) => proxy.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** For `KafkaEventBusOptions.socketFactory`: every connection goes through the proxy. */
  readonly socketFactory: ISocketFactory = ({ onConnect }) =>
    net.connect({ host: '127.0.0.1', port: (this.server.address() as net.AddressInfo).port }, onConnect);

  /** The next produce request reaches the broker; its answer is lost and the broker "dies". */
  loseNextProduceAnswer(): void {
    this.state = 'armed';
  }

  /** The broker goes away: open connections drop, new ones are refused until `restore()`. */
  cutOff(): void {
    this.state = 'down';
    for (const socket of this.sockets) socket.destroy();
  }

  /** The broker takes requests and never answers (connections stay open). */
  hang(): void {
    this.state = 'hung';
  }

  /** Connections from the client that are open right now. */
  get openConnections(): number {
    return this.clients.size;
  }

  /** The broker is reachable again. */
  restore(): void {
    this.state = 'passing';
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    if (this.state === 'down') {
      client.destroy();
      return;
    }
    this.clients.add(client);
    client.once('close', () => this.clients.delete(client));
    const broker = net.connect(this.target.port, this.target.host);
    const both = [client, broker];
    for (const socket of both) {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      socket.on('error', () => both.forEach((s) => s.destroy()));
    }
    let pending = Buffer.alloc(0);
    let answerLost = false;
    client.on('data', (chunk: Buffer) => {
      broker.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      // Walk whole request frames: the one that matters is a produce request sent while armed.
      while (pending.length >= 6 && pending.length >= 4 + pending.readInt32BE(0)) {
        if (this.state === 'armed' && pending.readInt16BE(4) === PRODUCE_API_KEY) {
          this.state = 'down';
          answerLost = true;
        }
        pending = pending.subarray(4 + pending.readInt32BE(0));
      }
    });
    broker.on('data', (chunk: Buffer) => {
      if (this.state === 'hung') return;
      if (!answerLost) {
        client.write(chunk);
        return;
      }
      // The broker has answered, so the batch is in its log; the producer never hears it.
      for (const socket of this.sockets) if (socket !== broker) socket.destroy();
      broker.destroy();
    });
    client.on('end', () => broker.end());
    broker.on('end', () => client.end());
  }
}
