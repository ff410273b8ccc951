/** Published outlines kept by version (`course_outline_versions`), so a stale publish can show what changed since its base. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { courseFieldsSchema, editorModuleSchema } from '../../../contract/course-editor';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { OutlineSnapshot } from './differences';

const snapshotSchema = z.object({ details: courseFieldsSchema, modules: z.array(editorModuleSchema) });

/** Keeps `snapshot` as version `version` of the course (once: a kept version never changes). */
export async function keepSnapshot(db: Database, organisationId: string, courseId: string, version: number, snapshot: OutlineSnapshot, by: string | null) {
  await db.execute(sql`insert into course_outline_versions (course_id, organisation_id, version, outline, published_by)
    values (${courseId}, ${organisationId}, ${version}, ${JSON.stringify(snapshot)}::jsonb, ${by})
    on conflict (course_id, version) do nothing`);
}

/** Version `version` of the course's outline, or null when it was never kept. */
export async function readSnapshot(db: Database, organisationId: string, courseId: string, version: number): Promise<OutlineSnapshot | null> {
  const [row] = await selectRows<{ outline: unknown }>(db, sql`select outline from course_outline_versions
    where course_id = ${courseId} and organisation_id = ${organisationId} and version = ${version}`);
  const parsed = snapshotSchema.safeParse(typeof row?.outline === 'string' ? JSON.parse(row.outline) : row?.outline);
  return parsed.success ? parsed.data : null;
}
