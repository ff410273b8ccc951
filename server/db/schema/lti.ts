/**
 * LTI 1.3 (issue 54): the platforms (Moodle, Canvas…) an admin registered, the single-use login
 * states, the resource links placed in a platform, who a platform's user is here, the durable queue
 * of scores to post back (Assignment and Grade Services) and the tool's own signing key.
 * Server-only: never synced.
 */
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId } from './columns';
import { users } from './users';

export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: text('deployment_ids').array().notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    authTokenUrl: text('auth_token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_key').on(t.issuer, t.clientId), index('lti_platforms_org_idx').on(t.organisationId)],
);

/** A login initiation's state and nonce: consumed by the launch that comes back with them, once. */
export const ltiStates = pgTable('lti_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  platformId: text('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Nonces of id_tokens already accepted (refused when they come again) until the token would have expired. */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    platformId: text('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.nonce] })],
);

/** A resource link of a platform and what it opens here, with its line item (where scores go). */
export const ltiLinks = pgTable(
  'lti_links',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    platformId: text('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    courseId: text('course_id').notNull(),
    lineItemUrl: text('line_item_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_links_platform_link_key').on(t.platformId, t.resourceLinkId), index('lti_links_target_idx').on(t.targetType, t.targetId)],
);

/** A platform's user (`sub`) and the user they are here. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platformId: text('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_users_user_idx').on(t.userId)],
);

/** Scores to post to a line item: one row per attempt and line item (the unique key), retried with backoff. */
export const ltiScoreQueue = pgTable(
  'lti_score_queue',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    platformId: text('platform_id').notNull().references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull(),
    lineItemUrl: text('line_item_url').notNull(),
    platformUserId: text('platform_user_id').notNull(),
    scoreGiven: real('score_given').notNull(),
    scoreMaximum: real('score_maximum').notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }).notNull(),
    /** `pending` (to post), `posted`, or `failed` (gave up after the last try; an admin may retry). */
    status: text('status').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a worker that died lets it go when it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lti_score_queue_attempt_item_key').on(t.attemptId, t.lineItemUrl), index('lti_score_queue_due_idx').on(t.status, t.nextTryAt)],
);

/** The tool's RSA signing key (one row, `id` = its key id), unless LTI_PRIVATE_KEY gives one. */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  id: text('id').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: createdAt(),
});
