/**
 * Named prepared statements on the server's PGlite (server/db/pglite-statements.ts): a data
 * statement is parsed once and then reused, with the same results and errors as PGlite's own query,
 * inside and outside transactions, and the cache stays bounded.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { MAX_NAMED_TEXT, MAX_STATEMENTS } from '../../server/db/pglite-statements';

let db: PGlite;
let plain: PGlite;

const schema = `create table notes (id int primary key, body text not null, at timestamptz, meta jsonb, score real);`;

beforeAll(async () => {
  db = await openPglite(undefined);
  plain = new PGlite();
  await db.exec(schema);
  await plain.exec(schema);
}, 180_000);
afterAll(async () => {
  await db.close();
  await plain.close();
});

/** The named statements on `db` for texts containing `fragment` (the lookup itself excluded). */
async function prepared(fragment: string) {
  const { rows } = await db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
    `select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%' || $1 || '%' and statement not like '%pg_prepared_statements%'`,
    [fragment],
  );
  return rows;
}

describe('prepared statements on PGlite', () => {
  it('parses a data statement once and runs it again and again through its plan cache', async () => {
    const text = 'select id, body from notes where id = $1 /* once */';
    for (let i = 0; i < 10; i += 1) await db.query(text, [i]);
    const statements = await prepared('/* once */');
    expect(statements).toHaveLength(1);
    const { generic_plans, custom_plans } = statements[0]!;
    expect(generic_plans + custom_plans).toBe(10);
    // After five custom plans PostgreSQL keeps the generic one for a query this simple.
    expect(generic_plans).toBeGreaterThan(0);
  });

  it('answers exactly as PGlite’s own query does, values of every kind and rows as arrays included', async () => {
    const insert = 'insert into notes (id, body, at, meta, score) values ($1, $2, $3, $4, $5) returning id, body, meta, score';
    const rows: unknown[][] = [
      [101, "it's", new Date('2026-01-02T03:04:05Z'), { tags: ['a', 'b'] }, 0.5],
      [102, 'second', null, null, null],
    ];
    for (const values of rows) {
      const ours = await db.query(insert, values);
      const theirs = await plain.query(insert, values);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.affectedRows).toBe(1);
    }
    // (`at` as text: the server's PGlite reads timestamps as text, plain PGlite as Date.)
    const select = 'select id, body, at::text, meta, score from notes where id > $1 order by id';
    const ours = await db.query(select, [100], { rowMode: 'array' });
    expect(ours.rows).toEqual((await plain.query(select, [100], { rowMode: 'array' })).rows);
    expect(ours.rows).toHaveLength(2);
  });

  it('runs in a transaction, keeps a statement prepared in one that rolled back, and rejects like PGlite', async () => {
    const text = 'insert into notes (id, body) values ($1, $2) /* in tx */';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(text, [201, 'kept?']);
        await tx.query(text, [201, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505', query: text });
    expect((await db.query('select count(*)::int as n from notes where id = $1', [201])).rows).toEqual([{ n: 0 }]);
    // The statement prepared in the rolled-back transaction is still there and still works.
    expect(await prepared('/* in tx */')).toHaveLength(1);
    await db.transaction((tx) => tx.query(text, [202, 'committed']));
    expect((await db.query<{ body: string }>('select body from notes where id = $1', [202])).rows).toEqual([{ body: 'committed' }]);
  });

  it('rejects a value its parameter cannot hold and goes on working', async () => {
    await expect(db.query('select id from notes where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query('select id from notes where id = $1', [202])).rows).toEqual([{ id: 202 }]);
  });

  it('leaves savepoints and other commands to PGlite’s own path', async () => {
    await db.transaction(async (tx) => {
      await tx.query('savepoint one');
      await tx.query('insert into notes (id, body) values ($1, $2)', [301, 'undone']);
      await tx.query('rollback to savepoint one');
    });
    expect((await db.query('select count(*)::int as n from notes where id = $1', [301])).rows).toEqual([{ n: 0 }]);
    expect(await prepared('savepoint')).toEqual([]);
  });

  it('leaves a bulk statement longer than MAX_NAMED_TEXT to PGlite’s own path', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => 1000 + i);
    const text = `insert into notes (id, body) values ${ids.map((_, i) => `($${i + 1}, 'bulk')`).join(', ')} /* bulk */`;
    expect(text.length).toBeGreaterThan(MAX_NAMED_TEXT);
    expect((await db.query(text, ids)).affectedRows).toBe(3000);
    expect(await prepared('/* bulk */')).toEqual([]);
  });

  it('parses a statement afresh once its table’s columns changed', async () => {
    await db.exec('create table shapes (id int); insert into shapes values (1)');
    const text = 'select * from shapes';
    expect((await db.query(text)).rows).toEqual([{ id: 1 }]);
    await db.exec('alter table shapes add column sides int default 4');
    await expect(db.query(text)).rejects.toMatchObject({ code: '0A000' });
    expect((await db.query(text)).rows).toEqual([{ id: 1, sides: 4 }]);
  });

  it(`keeps at most ${MAX_STATEMENTS} statements prepared, closing the one used least recently`, async () => {
    for (let i = 0; i < MAX_STATEMENTS + 20; i += 1) await db.query(`select ${i} as n /* many */`);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'pglite_s%'`);
    expect(rows[0]!.n).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(await prepared('select 0 as n /* many */')).toEqual([]);
    expect(await prepared(`select ${MAX_STATEMENTS + 19} as n /* many */`)).toHaveLength(1);
    expect((await db.query('select 7 as n /* many */')).rows).toEqual([{ n: 7 }]);
  });
});
