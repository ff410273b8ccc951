/** Structured JSON logs (pino); request lines carry the request id as `reqId`. */
import { pino, type Logger } from 'pino';
import type { Env } from './env';

/** The root logger at the configured level. */
export function createLogger(level: Env['LOG_LEVEL']): Logger {
  return pino({ level, base: { service: 'api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
