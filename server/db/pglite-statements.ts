/**
 * Named prepared statements on embedded PGlite. PGlite's `query` sends every statement as the
 * unnamed one, so PostgreSQL parses, analyses and plans it at every call: for a push's lesson check
 * that was 0.8 of its 1.0 ms, and most of the embedded server's time under push load
 * (docs/PERFORMANCE.md, "2026-11-28: prepared statements on PGlite"). Here a query's text is parsed once into a
 * named statement and later calls only bind and execute it, so PostgreSQL's plan cache applies: a
 * statement is planned for its values for its first five runs, then keeps a generic plan if that
 * one is estimated no dearer. Same messages as PGlite's own `query` otherwise (bind, describe the
 * portal, execute, sync), and the same results and errors.
 *
 * Only data statements are named (select, insert, update, delete, with) up to
 * {@link MAX_NAMED_TEXT} characters: transaction control, savepoints, DDL and bulk statements keep
 * PGlite's path. At most {@link MAX_STATEMENTS} texts are kept; the one used least recently is
 * closed to make room. A named statement outlives a rolled-back transaction.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept prepared at most (each holds its plan in the WebAssembly heap, which never shrinks). */
export const MAX_STATEMENTS = 200;

/**
 * Longer texts (a bulk insert's thousands of value lists) keep PGlite's path: they are rarely run
 * twice, and a kept statement holds its parsed text until it is closed.
 */
export const MAX_NAMED_TEXT = 20_000;

/** A prepared statement: its name on the connection and its parameters' types. */
interface Statement { name: string; paramTypes: number[] }

/** A query function over a PGlite connection, as `query` and a transaction's `query` are. */
export type RunQuery = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** feature_not_supported, among others "cached plan must not change result type" (a statement whose result columns changed). */
const RESULT_TYPE_CHANGED = '0A000';

/** Texts that are worth naming: a data statement, without COPY's blob device. */
const DATA_STATEMENT = /^\s*\(*\s*(select|insert|update|delete|with)\b/i;

/** The named-statement cache of one PGlite connection: `query` and `transactionQuery` wrap PGlite's own (the fallback for what they do not name). */
export function preparedStatements(client: PGlite) {
  const statements = new Map<string, Statement>();
  let created = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** Forgets `key`'s statement and closes it on the connection. */
  async function forget(key: string): Promise<void> {
    const statement = statements.get(key);
    if (!statement) return;
    statements.delete(key);
    try {
      await send(protocol.serialize.close({ type: 'S', name: statement.name }));
    } finally {
      await send(protocol.serialize.sync());
    }
  }

  /** Closes the statement used least recently when the cache is full. */
  async function makeRoom(): Promise<void> {
    const [oldest] = statements.keys();
    if (statements.size >= MAX_STATEMENTS && oldest !== undefined) await forget(oldest);
  }

  /** The statement for `text`, parsed and described on first use (moved to the most recently used end). */
  async function statementFor(key: string, text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(key);
    if (known) {
      statements.delete(key);
      statements.set(key, known);
      return known;
    }
    await makeRoom();
    created += 1;
    const name = `pglite_s${created}`;
    let statement: Statement;
    try {
      await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
      statement = { name, paramTypes: parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name }))) };
    } finally {
      await send(protocol.serialize.sync());
    }
    statements.set(key, statement);
    return statement;
  }

  /** Serialises `params` as PGlite's `query` does: by the parameter's type, as text otherwise. */
  function values(params: unknown[], statement: Statement, options: QueryOptions | undefined): (string | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** Runs `text` through its named statement; `inTransaction` when inside a transaction's callback (no sync to the file system then). */
  async function runNamed<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    return client._runExclusiveQuery(async () => {
      const key = options?.paramTypes ? `${options.paramTypes.join(',')}:${text}` : text;
      const messages = [];
      let failed: unknown;
      try {
        const statement = await statementFor(key, text, options);
        messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values: values(params, statement, options) }))));
        messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
        messages.push(...(await send(protocol.serialize.execute({}))));
      } catch (error) {
        failed = error;
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      if (failed !== undefined) {
        // As when a table's columns changed under a `select *`: parse the text afresh next time.
        if ((failed as { code?: string }).code === RESULT_TYPE_CHANGED) await forget(key);
        throw Object.assign(failed as Error, { query: text, params, queryOptions: options });
      }
      if (!inTransaction) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });
  }

  /** Whether `text` goes through a named statement rather than PGlite's `fallback`. */
  const named = (text: string, options: QueryOptions | undefined) =>
    text.length <= MAX_NAMED_TEXT && DATA_STATEMENT.test(text) && !options?.blob && !text.includes('/dev/blob');

  return {
    /** `client.query` through named statements. */
    query(fallback: RunQuery): RunQuery {
      return async (text, params = [], options) => {
        if (!named(text, options)) return fallback(text, params, options);
        await client._checkReady();
        return client._runExclusiveTransaction(() => runNamed(text, params, options, false));
      };
    },
    /** A transaction's `query` through named statements. */
    transactionQuery(fallback: RunQuery): RunQuery {
      return (text, params = [], options) => (named(text, options) ? runNamed(text, params, options, true) : fallback(text, params, options));
    },
  };
}
