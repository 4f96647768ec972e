import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a shared system (OpenSearch) that a test can cut and
 * restore, so the process under test loses the system while every other suite keeps using it.
 * Cut: every open connection is dropped and the port refuses new ones, as when the cluster is
 * down. Restore: the same port accepts again.
 */
export class TcpSwitch {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  /** A switch in front of the system at `url` (http://host:port), already passing traffic. */
  static async inFront(url: string): Promise<TcpSwitch> {
    const { hostname, port } = new URL(url);
    const proxy = new TcpSwitch({ host: hostname, port: Number(port) });
    await proxy.listen();
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Accepts connections again; a no-op while passing. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  stop(): Promise<void> {
    return this.cut();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        this.server = server;
        resolve();
      });
    });
  }
}

/** Accepts connections and never answers: a hung system. */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
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
