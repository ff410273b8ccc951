/**
 * A loopback TCP proxy that delays every chunk by half the wanted round trip in each direction, so
 * every request/answer exchange through it costs at least `roundTripMs` more, whatever the browser
 * does with its own network emulation. Chunks keep their order: each direction is a FIFO whose
 * chunks leave `roundTripMs / 2` after they arrived (a link with latency, unlimited bandwidth).
 */
import net from 'node:net';

export interface LatencyProxy {
  /** `http://127.0.0.1:<port>`: the same server as `target`, `roundTripMs` further away. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Forwards `from` → `to`, each chunk `delayMs` after it arrived, in order. */
function delayedPipe(from: net.Socket, to: net.Socket, delayMs: number): void {
  const queue: Array<{ due: number; chunk: Buffer }> = [];
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const flush = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length && queue[0]!.due <= now) to.write(queue.shift()!.chunk);
    if (queue.length) timer = setTimeout(flush, queue[0]!.due - now);
    else if (ended) to.end();
  };
  from.on('data', (chunk: Buffer) => {
    queue.push({ due: performance.now() + delayMs, chunk });
    timer ??= setTimeout(flush, delayMs);
  });
  from.on('end', () => {
    ended = true;
    timer ??= setTimeout(flush, 0);
  });
}

/** Starts the proxy in front of `target` (an `http://host:port` base URL). */
export function startLatencyProxy(target: string, roundTripMs: number): Promise<LatencyProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    delayedPipe(client, upstream, roundTripMs / 2);
    delayedPipe(upstream, client, roundTripMs / 2);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${address.port}`,
        stop: () => new Promise<void>((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        }),
      });
    });
  });
}
