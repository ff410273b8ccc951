/** scripts/postgres-server.ts, the throwaway PostgreSQL `npm test` runs the server suite on. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres } from '../../scripts/postgres-server';

describe('findPostgresBin', () => {
  const root = mkdtempSync(join(tmpdir(), 'fake-postgresql-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const install = (version: string, tools: string[]) => {
    mkdirSync(join(root, version, 'bin'), { recursive: true });
    for (const tool of tools) writeFileSync(join(root, version, 'bin', tool), '');
  };

  it('finds nothing without Debian’s package', () => {
    expect(findPostgresBin(join(root, 'missing'))).toBeUndefined();
    expect(findPostgresBin(root)).toBeUndefined();
  });

  it('picks the newest version that has initdb and pg_ctl', () => {
    install('9', ['initdb', 'pg_ctl']);
    install('13', ['initdb', 'pg_ctl']);
    install('16', ['pg_ctl']); // a client-only leftover
    expect(findPostgresBin(root)).toBe(join(root, '13', 'bin'));
  });
});

describe.skipIf(!findPostgresBin())('startPostgres', () => {
  it('answers queries on a loopback port and leaves nothing behind when stopped', { timeout: 600_000 }, async () => {
    const server = await startPostgres();
    let dataDir: string;
    try {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ dir: string }>("select current_setting('data_directory') as dir");
      await client.query('create database harness_check');
      await client.end();
      dataDir = rows[0]!.dir;
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(existsSync(dataDir)).toBe(false);
    await expect(new pg.Client({ connectionString: server.url }).connect()).rejects.toThrow();
  });
});
