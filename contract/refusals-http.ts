/**
 * Refusal codes of the HTTP layer (issue 52, item 5): an address with no route, a file or media
 * that is not there, a body the server cannot read, an unhandled error. Every problem+json body
 * carries a code: one of these, a route's own, or the code of its status (`STATUS_REFUSALS`) when
 * nothing more precise was given. English templates as the server writes them; spread into
 * `refusalTemplates` (contract/refusals.ts).
 */
export const httpRefusalTemplates = {
  'no-route': 'There is no {{method}} {{path}}.',
  'no-file': 'There is no file {{path}}.',
  'no-media': 'There is no such media file.',
  'upload-unfinished': 'This upload is not finished yet.',
  'request-too-large-unzipped': 'The request body is larger than {{maxBytes}} bytes once decompressed.',
  'encoding-unsupported': 'Only gzip is accepted as a content encoding.',
  'gzip-invalid': 'The request body is not valid gzip.',
  'internal-error': 'Something went wrong on the server; the request id identifies it in the logs.',
  // A status's own code, for a problem nothing more precise was said of (a framework's error).
  'bad-request': 'The server could not read this request.',
  unauthorized: 'Sign in again to do this.',
  forbidden: 'You may not do this.',
  'not-found': 'This was not found on the server.',
  'method-not-allowed': 'This address does not accept this kind of request.',
  conflict: 'This conflicts with something already saved on the server.',
  'content-too-large': 'What was sent is too large for the server.',
  'media-type-unsupported': 'The server does not accept this kind of content.',
  'range-unsatisfiable': 'The part of the file asked for is outside the file.',
  'rate-limited': 'Too many requests; wait a little and try again.',
  'server-unavailable': 'The server cannot answer right now; try again later.',
} as const;

/** The code of each status a problem can have, used when nothing more precise was given. */
export const STATUS_REFUSALS = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  413: 'content-too-large',
  415: 'media-type-unsupported',
  416: 'range-unsatisfiable',
  429: 'rate-limited',
  500: 'internal-error',
  502: 'server-unavailable',
  503: 'server-unavailable',
} as const satisfies Readonly<Record<number, keyof typeof httpRefusalTemplates>>;

/** The code of `status` (a 4xx without its own, `bad-request`; a 5xx, `internal-error`). */
export function statusRefusal(status: number): keyof typeof httpRefusalTemplates {
  return (STATUS_REFUSALS as Readonly<Record<number, keyof typeof httpRefusalTemplates>>)[status] ?? (status >= 500 ? 'internal-error' : 'bad-request');
}
