/**
 * Uploaded media in an S3-compatible store (MEDIA_S3_*): the client settings shared with the tus
 * store, and reading a finished upload (whole or one byte range) so the API serves it as it serves
 * the upload folder. tus' S3 store writes the object under the upload's name only when the
 * multipart upload completes (unfinished parts live in `<name>.part` and `<name>.info`), so an
 * object under the name is a finished upload.
 */
import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Env } from '../env';

type S3Env = Pick<Env, 'MEDIA_S3_BUCKET' | 'MEDIA_S3_REGION' | 'MEDIA_S3_ENDPOINT' | 'MEDIA_S3_ACCESS_KEY_ID' | 'MEDIA_S3_SECRET_ACCESS_KEY'>;

/** The S3 client settings of `env` (bucket included, as @tus/s3-store takes them). */
export function s3ClientConfig(env: S3Env & { MEDIA_S3_BUCKET: string }): S3ClientConfig & { bucket: string } {
  return {
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION ?? 'us-east-1',
    ...(env.MEDIA_S3_ENDPOINT ? { endpoint: env.MEDIA_S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/** One finished upload's bytes as read from the store. */
export interface StoredMedia {
  body: ReadableStream<Uint8Array>;
  length: number;
  /** Set when a range was asked for and answered (`bytes a-b/size`). */
  contentRange?: string;
}

/** Reads finished uploads from the bucket. */
export interface S3Media {
  /** The object's size, or null when there is no finished upload of that name. */
  size(name: string): Promise<number | null>;
  /** The object's bytes (one range when `range` is a `bytes=` header); null when absent; 'unsatisfiable' for a range past the end. */
  read(name: string, range: string | undefined): Promise<StoredMedia | 'unsatisfiable' | null>;
}

const isMissing = (error: unknown) => error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/** The reader of `env`'s bucket. */
export function createS3Media(env: S3Env & { MEDIA_S3_BUCKET: string }): S3Media {
  const { bucket, ...config } = s3ClientConfig(env);
  const client = new S3Client(config);
  return {
    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(name, range) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name, ...(range ? { Range: range } : {}) }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream(),
          length: object.ContentLength ?? 0,
          ...(object.ContentRange ? { contentRange: object.ContentRange } : {}),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof Error && error.name === 'InvalidRange') return 'unsatisfiable';
        throw error;
      }
    },
  };
}
