/**
 * `/media/uploads/<name>`: finished uploads only (an upload still under way answers 404), with byte
 * ranges (206) as the demo media. From the upload folder by default; from the S3-compatible store
 * when MEDIA_S3_BUCKET is set, streamed through the API (one range per request, as video players
 * ask), so learners fetch media from the same origin and the service worker caches it the same way.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { refusalProblem } from '../http/problem';
import { createS3Media, type S3Media } from './s3-media';
import { UPLOAD_TYPES, isUploadName } from './upload-rules';
import { uploadDir, type MediaUploads } from './uploads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Content-Type of a stored name, from its extension. */
function contentTypeOf(name: string): string {
  const ext = name.split('.').pop() ?? '';
  return Object.entries(UPLOAD_TYPES).find(([, exts]) => exts.includes(ext))?.[0] ?? 'application/octet-stream';
}

async function fromBucket(c: Context<AppEnv>, bucket: S3Media, name: string): Promise<Response> {
  const range = c.req.header('range');
  const media = await bucket.read(name, range && /^bytes=\d*-\d*$/.test(range) ? range : undefined);
  if (media === null) return refusalProblem(c, 404, 'no-media');
  if (media === 'unsatisfiable') return refusalProblem(c, 416, 'range-unsatisfiable');
  const headers = new Headers({ 'content-type': contentTypeOf(name), 'content-length': String(media.length), 'accept-ranges': 'bytes', 'cache-control': IMMUTABLE });
  if (media.contentRange) headers.set('content-range', media.contentRange);
  return new Response(media.body, { status: media.contentRange ? 206 : 200, headers });
}

/** Registers the uploaded media before `/media/*` (tus' `.json`/`.info` files are never served). */
export function mountUploadedMedia(app: Hono<AppEnv>, env: Env, uploads: MediaUploads): void {
  const bucket = env.MEDIA_S3_BUCKET ? createS3Media({ ...env, MEDIA_S3_BUCKET: env.MEDIA_S3_BUCKET }) : null;
  const root = bucket ? '' : uploadDir(env);
  app.use('/media/uploads/:name', async (c, next) => {
    const name = c.req.param('name');
    if (!isUploadName(name)) return next();
    if (bucket) return fromBucket(c, bucket, name);
    if (!(await uploads.isFinished(name))) return refusalProblem(c, 404, 'upload-unfinished');
    const res = await serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/media\/uploads/, '') })(c, next);
    if (c.res.ok) c.res.headers.set('cache-control', IMMUTABLE);
    return res;
  });
}
