/**
 * A push service on loopback (issue 53's tests): hands out subscriptions (a P-256 key pair and an
 * auth secret per device, as a browser makes them), receives the encrypted POSTs web-push sends,
 * checks their VAPID header and decrypts them (aes128gcm, RFC 8188 + RFC 8291) with the subscription's
 * private key. `answer(id, status)` makes one endpoint answer another status (410: gone).
 * `hangAfter(id, n)` makes one endpoint answer its first n pushes and then never answer again
 * (the crash test kills the sender while those wait): `received` holds only answered (acknowledged)
 * pushes, `hanging` the requests left waiting.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { subscription: string; payload: unknown; ttl: string | undefined; topic: string | undefined; vapidKey: string | undefined }

interface Device { ecdh: ReturnType<typeof createECDH>; auth: Buffer }

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Decrypts one aes128gcm push message body for the subscription `device`. */
export function decryptPush(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const cipherText = body.subarray(21 + keyIdLength);
  const receiverKey = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record (no 0x02 delimiter)');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushService() {
  const devices = new Map<string, Device>();
  const statuses = new Map<string, number>();
  const received: Received[] = [];
  /** Per endpoint: how many pushes it still answers before hanging (absent: it never hangs). */
  const answersLeft = new Map<string, number>();
  const hanging: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.split('/').pop() ?? '';
      const device = devices.get(id);
      const left = answersLeft.get(id);
      if (left !== undefined && left <= 0) {
        // Never answered: the sender waits (up to its own time-out) and the push is not acknowledged.
        hanging.push(id);
        return;
      }
      if (left !== undefined) answersLeft.set(id, left - 1);
      const status = statuses.get(id) ?? (device ? 201 : 404);
      if (status === 201 && device) {
        const vapid = /k=([A-Za-z0-9_-]+)/.exec(req.headers.authorization ?? '')?.[1];
        const text = decryptPush(Buffer.concat(chunks), device);
        received.push({ subscription: id, payload: JSON.parse(text), ttl: req.headers.ttl as string | undefined, topic: req.headers.topic as string | undefined, vapidKey: vapid });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    hanging,
    /** A new device's subscription, as `pushSubscription.save` args take it. */
    subscribe(deviceLabel = 'Test phone') {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return { id, endpoint: `http://127.0.0.1:${port}/push/${id}`, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth), deviceLabel, createdAt: new Date().toISOString() };
    },
    answer(id: string, status: number) {
      statuses.set(id, status);
    },
    /** `id` answers its next `answered` pushes, then leaves every later one waiting; `undefined`: answers all again. */
    hangAfter(id: string, answered: number | undefined) {
      if (answered === undefined) answersLeft.delete(id);
      else answersLeft.set(id, answered);
    },
    for: (id: string) => received.filter((r) => r.subscription === id),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging requests would keep `close` waiting for ever.
        server.closeAllConnections();
      }),
  };
}
