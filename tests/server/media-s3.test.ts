/**
 * Media in an S3-compatible store (MEDIA_S3_*) served by the API, against s3rver, a local
 * S3-compatible server (no hosted S3 can run here). s3rver lacks ListParts, which @tus/s3-store
 * needs to resume, so the objects are written as the tus store leaves them (the finished object
 * under the upload's name; an unfinished one only as `<name>.part` and `<name>.info`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, defaultLimits } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { MEDIA_DIR } from '../../server/media-dir';
import { createMediaUploads } from '../../server/media/uploads';
import { createTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let s3: S3rver;
let app: ReturnType<typeof createApp>;
let bucket: S3Client;
const folder = mkdtempSync(join(tmpdir(), 's3rver-'));

beforeAll(async () => {
  server = await createTestServer();
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: 'media' }] });
  const { port } = await s3.run();
  bucket = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const env = {
    ...server.env, MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  app = createApp({
    db: server.db, env, logger: pino({ level: 'silent' }), live: server.live, mediaDir: MEDIA_DIR,
    verifier: createTokenVerifier({ projectId: env.FIREBASE_PROJECT_ID, emulator: true }),
    limits: { ...defaultLimits, callerCacheMs: 0 }, uploads: createMediaUploads(env),
  });
});
afterAll(async () => {
  await s3?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 13) % 251);
const put = (key: string, body: Uint8Array) => bucket.send(new PutObjectCommand({ Bucket: 'media', Key: key, Body: body }));

describe('media in an S3-compatible store', () => {
  it('serves a finished upload from the bucket, whole and by byte range', async () => {
    const file = bytes(3000);
    const name = `${randomUUID()}.webm`;
    await put(name, file);
    const whole = await app.request(`/media/uploads/${name}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(file);
    const part = await app.request(`/media/uploads/${name}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/3000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(file.slice(100, 200));
    expect((await app.request(`/media/uploads/${name}`, { headers: { range: 'bytes=5000-6000' } })).status).toBe(416);
  });

  it('never serves an unfinished upload (only its parts and info exist) nor the store\'s own files', async () => {
    const name = `${randomUUID()}.mp4`;
    await put(`${name}.part`, bytes(1000));
    await put(`${name}.info`, new TextEncoder().encode('{}'));
    expect((await app.request(`/media/uploads/${name}`)).status).toBe(404);
    expect((await app.request(`/media/uploads/${name}.info`)).status).toBe(404);
    expect((await app.request(`/media/uploads/${name}.part`)).status).toBe(404);
  });
});
