import { freePort } from '@downbeat/testing';
import net from 'node:net';

/**
 * A TCP proxy on a fixed local port that can be cut and restored: OpenSearch "goes down" for the
 * service under test while the real cluster keeps running for everyone else.
 */
export class TcpSwitch {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Accepts connections again; a no-op while connected. */
  async connect(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  /** Refuses new connections and drops open ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Accepts connections and never answers: a hung cluster. */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A switch in front of the OpenSearch at `url`, already connected. */
export async function switchInFront(url: string): Promise<TcpSwitch> {
  const target = new URL(url);
  const proxy = new TcpSwitch(await freePort(), { host: target.hostname, port: Number(target.port) });
  await proxy.connect();
  return proxy;
}
