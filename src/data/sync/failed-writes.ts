/** The older names of the outbox API's retry and discard (./writes.ts), kept while callers move. */
export { discardWrite as discardFailedWrite, retryWrite as retryFailedWrite } from './writes';
