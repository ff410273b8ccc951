/**
 * A loopback TCP proxy that models a slow link between the browser and the server.
 *
 * Latency: every chunk reaches the other side `roundTripMs / 2` after it left, in each direction,
 * so every request/answer exchange costs at least `roundTripMs` more, whatever the browser does
 * with its own network emulation.
 *
 * Bandwidth (optional, `upBitsPerSecond` / `downBitsPerSecond`): each direction is one link shared
 * by every connection through the proxy (a phone has one radio). A chunk is put on its link when
 * it arrives or when the link is done with the chunks before it, whichever is later, and takes
 * `bytes × 8 ÷ rate` to send; it arrives half a round trip after its last byte was sent.
 *
 * Connects: the browser's connect to the proxy is instant on loopback, so the handshake's round
 * trip is charged to the connection's first bytes upward: nothing the client sends leaves before
 * `roundTripMs` after the connect (SYN out, SYN-ACK back), as on a real link.
 *
 * Not modelled: TCP/IP header bytes, slow start, loss. Counted: the bytes each way (TCP payload).
 */
import net from 'node:net';

export interface LinkModel {
  roundTripMs: number;
  /** Uplink (browser → server) in bits per second; absent: unlimited. */
  upBitsPerSecond?: number;
  /** Downlink (server → browser) in bits per second; absent: unlimited. */
  downBitsPerSecond?: number;
}

/** Slow 4G as issue 55 states it: 150 ms each way, about 675 kbit/s up and 1.6 Mbit/s down. */
export const SLOW_4G: LinkModel = { roundTripMs: 300, upBitsPerSecond: 675_000, downBitsPerSecond: 1_600_000 };

export interface LatencyProxy {
  /** `http://127.0.0.1:<port>`: the same server as `target`, over the modelled link. */
  baseUrl: string;
  /** TCP payload bytes carried so far, browser → server (`up`) and back (`down`), and connections opened. */
  traffic(): { up: number; down: number; connections: number };
  stop(): Promise<void>;
}

/** One direction of the link: when it is free again, and what it carried. */
interface Link { freeAt: number; bitsPerSecond?: number; bytes: number }

/** Forwards `from` → `to` over `link`, each chunk due as the model says, in order; none leaves before `openAt`. */
function linkedPipe(from: net.Socket, to: net.Socket, link: Link, oneWayMs: number, openAt: number): void {
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
    const start = Math.max(performance.now(), openAt, link.freeAt);
    link.freeAt = start + (link.bitsPerSecond ? (chunk.length * 8 * 1000) / link.bitsPerSecond : 0);
    link.bytes += chunk.length;
    const due = link.freeAt + oneWayMs;
    queue.push({ due, chunk });
    timer ??= setTimeout(flush, due - performance.now());
  });
  from.on('end', () => {
    ended = true;
    timer ??= setTimeout(flush, 0);
  });
}

/** Starts the proxy in front of `target` (an `http://host:port` base URL): `model`, or latency alone when a number. */
export function startLatencyProxy(target: string, model: number | LinkModel): Promise<LatencyProxy> {
  const { roundTripMs, upBitsPerSecond, downBitsPerSecond } = typeof model === 'number' ? { roundTripMs: model } as LinkModel : model;
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const up: Link = { freeAt: 0, bitsPerSecond: upBitsPerSecond, bytes: 0 };
  const down: Link = { freeAt: 0, bitsPerSecond: downBitsPerSecond, bytes: 0 };
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    // Only a bandwidth-modelled link charges the handshake: the latency-only proxy keeps its former figures.
    const openAt = upBitsPerSecond || downBitsPerSecond ? performance.now() + roundTripMs : 0;
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
    linkedPipe(client, upstream, up, roundTripMs / 2, openAt);
    linkedPipe(upstream, client, down, roundTripMs / 2, 0);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${address.port}`,
        traffic: () => ({ up: up.bytes, down: down.bytes, connections }),
        stop: () => new Promise<void>((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        }),
      });
    });
  });
}
