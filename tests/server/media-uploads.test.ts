/**
 * Resumable media uploads (issue 19 item 3) through the real tus server at `/api/uploads`: who may
 * upload, type and size limits, an upload cut in the middle continues from the server's offset,
 * and the finished file is served with byte ranges.
 */
import { existsSync, statSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, defaultLimits } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { MEDIA_DIR } from '../../server/media-dir';
import { createMediaUploads, uploadDir } from '../../server/media/uploads';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let smallLimitApp: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'admin@demo.test', 'teacher@demo.test']) tokens[email] = await signIn(email);
  const env = { ...server.env, MEDIA_UPLOAD_MAX_BYTES: 1000 };
  smallLimitApp = createApp({
    db: server.db, env, logger: pino({ level: 'silent' }), live: server.live, mediaDir: MEDIA_DIR,
    verifier: createTokenVerifier({ projectId: env.FIREBASE_PROJECT_ID, emulator: true }),
    limits: { ...defaultLimits, callerCacheMs: 0 }, uploads: createMediaUploads(env),
  });
});
afterAll(() => server?.close());

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tusHeaders = (email: string) => {
  const { 'content-type': _json, ...rest } = authHeaders(tokens[email]!);
  return { ...rest, 'tus-resumable': '1.0.0' };
};

async function create(email: string, length: number, filename = 'clip.webm', filetype = 'video/webm', app = server.app, courseId: string | null = 'c5-spreadsheets') {
  const course = courseId === null ? '' : `,courseId ${b64(courseId)}`;
  return app.request('/api/uploads', {
    method: 'POST',
    headers: { ...tusHeaders(email), 'upload-length': String(length), 'upload-metadata': `filename ${b64(filename)},filetype ${b64(filetype)}${course}` },
  });
}

function patch(email: string, location: string, offset: number, body: BodyInit) {
  return server.app.request(location, {
    method: 'PATCH',
    headers: { ...tusHeaders(email), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
    // A stream body needs half-duplex in Node's fetch Request.
    ...({ duplex: 'half' } as object),
  });
}

/** A PATCH over a real socket that announces `length` bytes, sends `sent` and then drops the connection. */
async function cutPatch(email: string, location: string, sent: Uint8Array, length: number): Promise<void> {
  const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const { port } = listener.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  const headers = { ...tusHeaders(email), host: `127.0.0.1:${port}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(length) };
  socket.write(`PATCH ${location} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
  socket.write(sent);
  // Wait until the server holds what was sent (the offset moves), then cut the connection.
  for (let tries = 0; tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (existsSync(join(uploadDir(server.env), location.split('/').pop()!)) && statSync(join(uploadDir(server.env), location.split('/').pop()!)).size >= sent.length) break;
  }
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise<void>((resolve) => listener.close(() => resolve()));
}

const head = (email: string, location: string) => server.app.request(location, { method: 'HEAD', headers: tusHeaders(email) });
const bytes = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 251);

describe('media uploads', () => {
  it('refuses learners, and teachers on an upload that is not theirs', async () => {
    expect((await create('learner@demo.test', 10)).status).toBe(403);
    const created = await create('teacher@demo.test', 10);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await patch('admin@demo.test', location, 0, bytes(10))).status).toBe(404);
    expect((await head('learner@demo.test', location)).status).toBe(403);
  });

  it('uploads for a course: a teacher only for the courses of their batches, an admin for any, none without a course', async () => {
    expect((await create('teacher@demo.test', 10, 'clip.webm', 'video/webm', server.app, 'c5-finance')).status).toBe(403);
    expect((await create('admin@demo.test', 10, 'clip.webm', 'video/webm', server.app, 'c5-finance')).status).toBe(201);
    expect((await create('admin@demo.test', 10, 'clip.webm', 'video/webm', server.app, 'no-such-course')).status).toBe(404);
    expect((await create('teacher@demo.test', 10, 'clip.webm', 'video/webm', server.app, null)).status).toBe(400);
  });

  it('refuses types other than video, PDF and images, and a name that does not match the type', async () => {
    expect((await create('teacher@demo.test', 10, 'page.html', 'text/html')).status).toBe(415);
    expect((await create('teacher@demo.test', 10, 'clip.exe', 'video/webm')).status).toBe(415);
    expect((await create('teacher@demo.test', 10, 'notes.pdf', 'application/pdf')).status).toBe(201);
  });

  it('refuses an upload larger than the limit', async () => {
    expect((await create('admin@demo.test', 1001, 'clip.mp4', 'video/mp4', smallLimitApp)).status).toBe(413);
    expect((await create('admin@demo.test', 1000, 'clip.mp4', 'video/mp4', smallLimitApp)).status).toBe(201);
  });

  it('continues an upload cut in the middle from the offset the server holds, then serves it with ranges', async () => {
    const file = bytes(4000);
    const created = await create('teacher@demo.test', file.length);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webm$/);
    // Over a real socket, the connection drops after 1500 of the 4000 bytes the request announced.
    await cutPatch('teacher@demo.test', location, file.slice(0, 1500), file.length);
    const resumed = await head('teacher@demo.test', location);
    expect(resumed.status).toBe(200);
    const offset = Number(resumed.headers.get('upload-offset'));
    expect(offset).toBe(1500);
    // Half an upload is never served.
    expect((await server.app.request(`/media/uploads/${location.split('/').pop()!}`)).status).toBe(404);
    // Sending from a wrong offset is refused; from the server's offset it completes.
    expect((await patch('teacher@demo.test', location, 0, file)).status).toBe(409);
    const rest = await patch('teacher@demo.test', location, offset, file.slice(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.length));

    const name = location.split('/').pop()!;
    const media = await server.app.request(`/media/uploads/${name}`, { headers: { range: 'bytes=100-199' } });
    expect(media.status).toBe(206);
    expect(media.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(file.slice(100, 200));
    expect((await server.app.request(`/media/uploads/${name}.json`)).status).toBe(404);
  });
});
