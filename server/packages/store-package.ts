/**
 * Storing a validated package (issue 51): the package row and every file in one transaction, so a
 * failure stores nothing; refused (422) past the organisation's package count. Reads answer the
 * package of a course the caller may see, and a file by the package's capability key.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PackageKind, PackageSummary } from '../../contract/packages';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { coursePackageFiles, coursePackages } from '../db/schema';
import { refuse } from '../http/problem';
import type { UnpackedPackage } from './unpack-package';

type PackageRow = typeof coursePackages.$inferSelect;

/** The answer for a stored package; files are served under `contentBase`. */
export const packageSummary = (row: PackageRow, origin: string | undefined): PackageSummary => ({
  id: row.id, courseId: row.courseId, kind: row.kind, title: row.title, items: row.items, fileCount: row.fileCount, unpackedBytes: row.unpackedBytes,
  contentBase: `${origin ?? ''}/package-content/${row.accessKey}/`,
});

/** Stores `unpacked` for `courseId`, all or nothing. */
export async function storePackage(db: Database, caller: Caller, courseId: string, unpacked: UnpackedPackage, maxPerOrganisation: number): Promise<PackageRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(coursePackages).where(eq(coursePackages.organisationId, caller.organisationId));
    if ((existing?.n ?? 0) >= maxPerOrganisation) throw refuse(422, 'packages-limit', { max: maxPerOrganisation });
    const [row] = await tx.insert(coursePackages).values({
      id: randomUUID(), organisationId: caller.organisationId, courseId, kind: unpacked.kind, title: unpacked.title, items: unpacked.items,
      fileCount: unpacked.files.length, unpackedBytes: unpacked.unpackedBytes, accessKey: randomBytes(24).toString('base64url'), createdBy: caller.id,
    }).returning();
    for (let at = 0; at < unpacked.files.length; at += 50) {
      const batch = unpacked.files.slice(at, at + 50).map((f) => ({ packageId: row!.id, path: f.path, contentType: f.contentType, content: f.bytes }));
      await tx.insert(coursePackageFiles).values(batch);
    }
    return row!;
  });
}

/** Package `id` of the caller's organisation, or null. */
export async function readPackage(db: Database, caller: Caller, id: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(coursePackages).where(and(eq(coursePackages.id, id), eq(coursePackages.organisationId, caller.organisationId)));
  return row ?? null;
}

/** A file of the package whose capability key is `key`, or null. */
export async function readPackageFile(db: Database, key: string, path: string): Promise<{ contentType: string; content: Buffer } | null> {
  const [row] = await db
    .select({ contentType: coursePackageFiles.contentType, content: coursePackageFiles.content })
    .from(coursePackageFiles)
    .innerJoin(coursePackages, eq(coursePackages.id, coursePackageFiles.packageId))
    .where(and(eq(coursePackages.accessKey, key), eq(coursePackageFiles.path, path)));
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : null;
}

/** The kind and paths of the package whose key is `key` (what a download for offline caches), or null. */
export async function listPackageFiles(db: Database, key: string): Promise<{ kind: PackageKind; files: string[] } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return null;
  const [pkg] = await db.select({ id: coursePackages.id, kind: coursePackages.kind }).from(coursePackages).where(eq(coursePackages.accessKey, key));
  if (!pkg) return null;
  const rows = await db.select({ path: coursePackageFiles.path }).from(coursePackageFiles).where(eq(coursePackageFiles.packageId, pkg.id));
  return { kind: pkg.kind, files: rows.map((r) => r.path) };
}
