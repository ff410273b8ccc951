/** The server's settings, read from the environment and checked once at start (CONVENTIONS 9). */
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();
/** A positive whole number of requests, messages or seconds (a throttling setting). */
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);
const flag = z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id').default('demo-learning'),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port').optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    ALLOW_EMULATOR_IN_PRODUCTION: flag,
    STATIC_DIR: z.string().min(1).default('dist'),
    SEED: z.enum(['demo', 'none']).default('demo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    THROTTLE_WINDOW_SECONDS: count(60),
    THROTTLE_USER_WRITES: count(600),
    THROTTLE_ORG_WRITES: count(30_000),
    THROTTLE_USER_MESSAGES: count(120),
    THROTTLE_ORG_MESSAGES: count(3_000),
    // Media uploads (issue 19): a folder (default DATA_DIR/uploads) or, with MEDIA_S3_BUCKET, an S3-compatible store.
    MEDIA_UPLOAD_DIR: optionalText,
    MEDIA_UPLOAD_MAX_BYTES: count(500 * 1024 * 1024),
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_REGION: optionalText,
    MEDIA_S3_ENDPOINT: z.url().optional(),
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    // LTI 1.3 (issue 54): the tool's RSA private key (PKCS#8 PEM; else one is made and kept in the database) and the public origin of the tool's URLs (else the request's).
    LTI_PRIVATE_KEY: z.string().trim().startsWith('-----BEGIN PRIVATE KEY-----', 'must be a PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)').optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    // SCORM/H5P packages (issue 51): limits checked before unpacking, and the origin their files are served from.
    PACKAGE_MAX_BYTES: count(100 * 1024 * 1024),
    PACKAGE_MAX_UNPACKED_BYTES: count(300 * 1024 * 1024),
    PACKAGE_MAX_FILES: count(3000),
    PACKAGES_PER_ORGANISATION: count(1000),
    PACKAGE_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    // xAPI statements forwarded to an external LRS (issue 51; off unless set): its base URL (…/statements is posted to) and the Authorization header's value.
    LRS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    LRS_AUTH: optionalText,
    // Web Push (issue 53): VAPID keys (base64url; generated into DATA_DIR/vapid.json when unset) and a contact.
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address').default('mailto:admin@learning.example'),
    // Off: no push is sent and no scheduled notification made by this process (another process may).
    PUSH_WORKER: z.enum(['on', 'off']).default('on'),
    // Tests only: also send to http:// endpoints (a loopback push service); never in production.
    PUSH_ALLOW_HTTP: flag,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST && !env.ALLOW_EMULATOR_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'is set while NODE_ENV=production: the emulator accepts unsigned tokens, so anyone could sign in. ' +
          'Unset it, or set ALLOW_EMULATOR_IN_PRODUCTION=true for a demo deployment.',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together' });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_BASE_URL is set' });
    }
  });

/** The checked settings. */
export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; `message` names every bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and checks the settings; empty strings count as unset. Throws {@link EnvError}. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new EnvError(`Invalid server configuration:\n${lines.join('\n')}`);
}
