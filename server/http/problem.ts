/** RFC 9457 problem details: the typed HTTP errors services throw, and how every error is answered. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem } from '../../contract/api';
import { statusRefusal } from '../../contract/refusals-http';
import { refusalEnglish, type Refusal, type RefusalCode, type RefusalParams } from '../../contract/refusals';

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

/** What an {@link HttpError} carries besides its detail. */
export interface HttpErrorExtra {
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Its refusal code and params (contract/refusals.ts): the PWA words it in the learner's language. */
  refusal?: Refusal;
}

/** An error with an HTTP status and a detail safe to show to the caller. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly extra: HttpErrorExtra = {},
  ) {
    super(detail);
  }
}

/**
 * A refusal with its code: the detail is the code's English template filled from `params` (the
 * English the server always wrote), and the problem+json and a push's `rejected` carry code and params.
 */
export function refuse(status: ContentfulStatusCode, code: RefusalCode, params?: RefusalParams, extra: Omit<HttpErrorExtra, 'refusal'> = {}): HttpError {
  return new HttpError(status, refusalEnglish(code, params), { ...extra, refusal: params ? { code, params } : { code } });
}

/** Answers the refusal `code` (its English template filled from `params`) as problem+json: for middleware that answers rather than throws. */
export function refusalProblem(c: Context, status: ContentfulStatusCode, code: RefusalCode, params?: RefusalParams): Response {
  return problem(c, status, refusalEnglish(code, params), undefined, params ? { code, params } : { code });
}

/** The standard title of an HTTP status. */
export function statusTitle(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/**
 * Answers `application/problem+json` with the request id in the body and the headers. Every body
 * carries a code: `refusal`'s, else its status's own (contract/refusals-http.ts), so the PWA words
 * even a framework's error in the learner's language.
 */
export function problem(c: Context, status: ContentfulStatusCode, detail?: string, errors?: FieldError[], refusal: Refusal = { code: statusRefusal(status) }): Response {
  const requestId = c.get('requestId') as string | undefined;
  const body: Problem = {
    type: 'about:blank',
    title: statusTitle(status),
    status,
    ...(detail ? { detail } : {}),
    instance: c.req.path,
    ...(requestId ? { requestId } : {}),
    ...(errors?.length ? { errors } : {}),
    code: refusal.code,
    ...(refusal.params ? { params: refusal.params } : {}),
  };
  return c.body(JSON.stringify(body), status, { 'content-type': 'application/problem+json' });
}
