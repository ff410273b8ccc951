// The migrations are read from the folder (issue 47): a new one is its SQL file alone. Those the
// journal lists come exactly as Drizzle's own reader makes them (hash, `when`), so a deployed database
// runs none again, and every other file comes after them, so a deployed database runs it.
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { expect, test } from 'vitest';
import { migrationFiles, migrationTags, NUMBERED_WHEN_BASE } from '../../server/db/migration-files';

const folder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

test("the journal's migrations are read as Drizzle's migrator reads them, in its order", () => {
  const drizzle = readMigrationFiles({ migrationsFolder: folder });
  expect(drizzle.length).toBeGreaterThan(20);
  expect(migrationFiles(folder).slice(0, drizzle.length)).toEqual(drizzle);
});

test('a migration the journal does not list runs after every listed one, numbered by its file', () => {
  const listed = readMigrationFiles({ migrationsFolder: folder }).length;
  const tags = migrationTags(folder);
  const lastListed = tags[listed - 1]!.when;
  for (const { tag, when } of tags.slice(listed)) {
    expect(when, tag).toBe(NUMBERED_WHEN_BASE + Number(tag.slice(0, 4)) * 1000);
    expect(when, tag).toBeGreaterThan(lastListed);
  }
  expect(new Set(tags.map(({ when }) => when)).size).toBe(tags.length);
});
