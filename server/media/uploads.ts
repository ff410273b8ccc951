/**
 * Resumable media uploads with tus (issue 19 item 3): `@tus/server` at `/api/uploads`, storing in
 * a folder (MEDIA_UPLOAD_DIR, default DATA_DIR/uploads) or, when MEDIA_S3_BUCKET is set, in an
 * S3-compatible store (`@tus/s3-store`). The route (slices/course-editor/routes/uploads.ts) checks token, organisation,
 * role and the type before a request reaches tus; tus checks the size (MEDIA_UPLOAD_MAX_BYTES) and
 * keeps each upload's offset, so a cut upload continues where the server's copy ends.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Metadata, Server, type DataStore } from '@tus/server';
import type { Caller } from '../auth/caller';
import type { Env } from '../env';
import { createS3Media, s3ClientConfig } from './s3-media';
import { checkUploadType, uploadName } from './upload-rules';

/** Where uploaded files are served from: `/media/uploads/<name>`. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** The upload folder: MEDIA_UPLOAD_DIR, else DATA_DIR/uploads (a temp folder for an in-memory database). */
export function uploadDir(env: Pick<Env, 'MEDIA_UPLOAD_DIR' | 'DATA_DIR'>): string {
  const dir = env.MEDIA_UPLOAD_DIR ?? (env.DATA_DIR.startsWith('memory://') ? join(tmpdir(), 'learning-platform-uploads') : join(env.DATA_DIR, 'uploads'));
  mkdirSync(dir, { recursive: true });
  return resolve(dir);
}

function datastoreFor(env: Env): DataStore {
  if (!env.MEDIA_S3_BUCKET) return new FileStore({ directory: uploadDir(env) });
  return new S3Store({ s3ClientConfig: s3ClientConfig({ ...env, MEDIA_S3_BUCKET: env.MEDIA_S3_BUCKET }) });
}

/** The tus server and who started each upload (kept in its metadata). */
export interface MediaUploads {
  handle(request: Request, caller: Caller): Promise<Response>;
  /** The uploader of upload `id` (null when there is no such upload). */
  ownerOf(id: string): Promise<{ userId: string; organisationId: string } | null>;
  /** Whether upload `name` has all its bytes (an unfinished upload is never served). */
  isFinished(name: string): Promise<boolean>;
  /** A finished upload's bytes when it has at most `maxBytes` (issue 51: packages); null when absent or unfinished, 'too-large' past the limit. */
  readFinished(name: string, maxBytes: number): Promise<Buffer | 'too-large' | null>;
}

/** Builds the tus server of `env`'s store. */
export function createMediaUploads(env: Env): MediaUploads {
  const callers = new WeakMap<object, Caller>();
  const server = new Server({
    path: '/api/uploads',
    relativeLocation: true,
    maxSize: env.MEDIA_UPLOAD_MAX_BYTES,
    datastore: datastoreFor(env),
    namingFunction: (_req, metadata) => {
      const type = checkUploadType(metadata);
      if ('refused' in type) throw { status_code: 415, body: type.refused };
      return uploadName(type.ext);
    },
    onUploadCreate: async (req, upload) => {
      const caller = callers.get(req);
      if (!caller) throw { status_code: 403, body: 'Uploads need a signed-in teacher or admin.' };
      // Who uploaded is the server's word, whatever the client's metadata said.
      return { metadata: { ...upload.metadata, uploadedBy: caller.id, organisationId: caller.organisationId } };
    },
  });
  return {
    handle(request, caller) {
      callers.set(request, caller);
      return server.handleWeb(request);
    },
    async ownerOf(id) {
      try {
        const upload = await server.datastore.getUpload(id);
        const userId = upload.metadata?.['uploadedBy'];
        const organisationId = upload.metadata?.['organisationId'];
        return userId && organisationId ? { userId, organisationId } : null;
      } catch {
        return null;
      }
    },
    async isFinished(name) {
      try {
        const upload = await server.datastore.getUpload(name);
        return upload.size !== undefined && upload.offset === upload.size;
      } catch {
        return false;
      }
    },
    async readFinished(name, maxBytes) {
      let upload;
      try {
        upload = await server.datastore.getUpload(name);
      } catch {
        return null;
      }
      if (upload.size === undefined || upload.offset !== upload.size) return null;
      if (upload.size > maxBytes) return 'too-large';
      if (!env.MEDIA_S3_BUCKET) return readFile(join(uploadDir(env), name));
      const media = await createS3Media({ ...env, MEDIA_S3_BUCKET: env.MEDIA_S3_BUCKET }).read(name, undefined);
      if (media === null || media === 'unsatisfiable') return null;
      return Buffer.from(await new Response(media.body).arrayBuffer());
    },
  };
}

/** The `Upload-Metadata` header's fields (tus: comma-separated `key base64value`). */
export const uploadMetadata = (header: string | undefined) => Metadata.parse(header ?? '');
