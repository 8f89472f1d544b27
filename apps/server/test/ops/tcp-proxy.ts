import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis), so a test can take that server away
 * from the application and give it back: `cut()` drops every connection and refuses new ones.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private cutOff = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = createServer((client) => {
      if (!proxy || proxy.cutOff) {
        client.destroy();
        return;
      }
      const upstream = connect(target);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        proxy.sockets.add(from);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          proxy?.sockets.delete(from);
          to.destroy();
        });
        from.pipe(to);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    proxy = new TcpProxy(server, typeof address === 'object' && address ? address.port : 0);
    return proxy;
  }

  /** The server is gone: open connections drop, new ones are closed at once. */
  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
