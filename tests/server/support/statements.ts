/** Counts the statements an embedded PGlite runs (its queries and execs, in or outside a transaction). */
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Records every statement `client` (and its transactions) runs into the answered list; `take()` empties it and answers what it held. */
export function recordStatements(client: PGlite): { take: () => string[] } {
  const statements: string[] = [];
  const query = client.query.bind(client);
  client.query = (text, ...rest) => (statements.push(text), query(text, ...rest));
  const exec = client.exec.bind(client);
  client.exec = (text, ...rest) => (statements.push(text), exec(text, ...rest));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx: Transaction) => {
    const txQuery = tx.query.bind(tx);
    tx.query = (text, ...rest) => (statements.push(text), txQuery(text, ...rest));
    const txExec = tx.exec.bind(tx);
    tx.exec = (text, ...rest) => (statements.push(text), txExec(text, ...rest));
    return callback(tx);
  });
  return { take: () => statements.splice(0) };
}

/** The recorder of a test server's embedded PGlite (`db`); on PostgreSQL (DATABASE_URL set) `take()` answers nothing. */
export function recordServerStatements(db: object): { take: () => string[] } {
  return process.env.DATABASE_URL ? { take: () => [] } : recordStatements(Reflect.get(db, '$client') as PGlite);
}
