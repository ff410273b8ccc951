/** `/media/uploads/<name>`: uploaded media from the upload folder, with byte ranges (206) as the demo media. */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { isUploadName } from './upload-rules';
import { uploadDir } from './uploads';

/** Registers the uploaded media before `/media/*` (finished uploads only: tus' `.json` files are never served). */
export function mountUploadedMedia(app: Hono<AppEnv>, env: Env): void {
  if (env.MEDIA_S3_BUCKET) return;
  const root = uploadDir(env);
  app.use('/media/uploads/:name', async (c, next) => {
    if (!isUploadName(c.req.param('name'))) return next();
    const res = await serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/media\/uploads/, '') })(c, next);
    if (c.res.ok) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    return res;
  });
}
