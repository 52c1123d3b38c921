import { createServer, type Server, Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Bytes sent by clients towards the target so far. */
  bytesUp: () => number;
  /** Cuts every connection at once and refuses new ones, like a database host dropping off the network. */
  kill: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restart: () => Promise<void>;
};

/** A loopback TCP proxy to `target` that a test can kill and bring back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let bytesUp = 0;
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<Server>((ready, fail) => {
      const next = createServer((client) => {
        const upstream = new Socket().connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.on('data', (chunk: Buffer) => {
          bytesUp += chunk.length;
          upstream.write(chunk);
        });
        upstream.on('data', (chunk: Buffer) => client.write(chunk));
      });
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => ready(next));
    });

  server = await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    bytesUp: () => bytesUp,
    kill: async () => {
      const closing = server;
      server = undefined;
      // Reset (not a polite close): the database side sees the connection vanish mid-statement.
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      await new Promise<void>((done) => (closing ? closing.close(() => done()) : done()));
    },
    restart: async () => {
      server = await listen(port);
    },
  };
}
