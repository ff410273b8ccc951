/**
 * SCORM and H5P packages (issue 51): server-only tables (never synced). A package belongs to a
 * course; its files are stored whole in the database (bytea), served from the content origin at
 * `/package-content/<access_key>/<path>`. `access_key` is a random capability: whoever holds the
 * lesson holds the key, and no token is sent to the content origin.
 */
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { PackageItem, PackageKind } from '../../../contract/packages';
import { createdAt, organisationId, syncVersion } from './columns';
import { lessons } from './lessons';
import { courses } from './courses';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const coursePackages = pgTable(
  'course_packages',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PackageKind>().notNull(),
    title: text('title').notNull(),
    /** The organisation's launchable items in order (the lesson's outline). */
    items: jsonb('items').$type<PackageItem[]>().notNull(),
    fileCount: integer('file_count').notNull(),
    unpackedBytes: integer('unpacked_bytes').notNull(),
    accessKey: text('access_key').notNull().unique(),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('course_packages_course_idx').on(t.courseId)],
);

export const coursePackageFiles = pgTable(
  'course_package_files',
  {
    packageId: text('package_id').notNull().references(() => coursePackages.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.path] })],
);

/** A learner's attempt at one item of a package lesson (synced to their devices as `packageAttempts`). */
export const packageAttempts = pgTable(
  'package_attempts',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
    item: integer('item').notNull(),
    status: text('status').notNull(),
    completed: boolean('completed').notNull(),
    success: text('success').$type<'passed' | 'failed'>(),
    score: real('score'),
    seconds: integer('seconds').notNull(),
    suspendData: text('suspend_data').notNull(),
    location: text('location').notNull(),
    interactions: text('interactions').notNull(),
    commits: integer('commits').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId, t.item] }), index('package_attempts_org_sync_idx').on(t.organisationId, t.syncVersion)],
);
