/** RFC 9457 problem details: the typed HTTP errors services throw, and how every error is answered. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem } from '../../contract/api';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/** A field-level validation message. */
export interface FieldError {
  path: string;
  message: string;
}

/** An error with an HTTP status and a detail safe to show to the caller. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
  }
}

/** The standard title of an HTTP status. */
export function statusTitle(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/** Answers `application/problem+json` with the request id in the body and the headers. */
export function problem(c: Context, status: ContentfulStatusCode, detail?: string, errors?: FieldError[]): Response {
  const requestId = c.get('requestId') as string | undefined;
  const body: Problem = {
    type: 'about:blank',
    title: statusTitle(status),
    status,
    ...(detail ? { detail } : {}),
    instance: c.req.path,
    ...(requestId ? { requestId } : {}),
    ...(errors?.length ? { errors } : {}),
  };
  return c.body(JSON.stringify(body), status, { 'content-type': 'application/problem+json' });
}
