/**
 * What each API operation does, written by hand beside the schemas the routes validate: the
 * OpenAPI document takes parameters and bodies from the routes, and summaries, tags, the success
 * answer and the errors a handler adds from here. A test fails for a route missing here.
 */
import { z, type ZodType } from 'zod';
import { aiChatMessagesResponseSchema, courseDetailsSchema, courseSummarySchema, organisationSettingsSchema } from '../../contract/api';
import { activityCountsSchema } from '../../contract/admin';
import { apiKeyCreatedSchema, apiKeyRowSchema } from '../../contract/api-keys';
import { ltiOverviewSchema, ltiPlatformRowSchema } from '../../contract/lti';
import { batchStudentSchema } from '../../contract/batches';
import { chatPersonSchema } from '../../contract/chat';
import { deckVersionSchema, publishDeckResponseSchema } from '../../contract/deck-authoring';
import { exerciseVersionSchema, publishExerciseResponseSchema } from '../../contract/exercise-authoring';
import { auditRowSchema, batchMemberSchema, personSchema } from '../../contract/people';
import { publishQuizResponseSchema, quizVersionSchema, regradeSummarySchema } from '../../contract/quiz-authoring';
import { learnerRecordSchema } from '../../contract/staff';

/** One operation's hand-written part. */
export interface OperationDescription {
  summary: string;
  tag: string;
  /** The success status (200 unless said) and what it answers. */
  ok?: { status?: 200 | 201 | 204 | 302; description?: string; schema?: ZodType; contentType?: string };
  /** Error statuses the handler itself can answer beyond the common ones (401, 403, 404, 429, 500; 400 with validators). */
  errors?: number[];
}

const d = (tag: string, summary: string, rest: Omit<OperationDescription, 'tag' | 'summary'> = {}): OperationDescription => ({ tag, summary, ...rest });
const created = (schema?: ZodType) => ({ status: 201 as const, description: 'Created.', ...(schema ? { schema } : {}) });
const noContent = { status: 204 as const, description: 'Done; no body.' };
const events = { contentType: 'text/event-stream', description: 'A Server-Sent Events stream that stays open.' };

/** Every operation's description, keyed `METHOD /api/path` as Hono registers it. */
export const descriptions: Record<string, OperationDescription> = {
  'GET /api/health': d('Service', 'Tells that the API answers', { ok: { schema: z.object({ ok: z.literal(true) }) } }),
  'GET /api/openapi.json': d('Service', 'This OpenAPI 3.1 description', { ok: { description: 'The OpenAPI document.' } }),
  'GET /api/docs': d('Service', 'The API reference page (Swagger UI) for this description', { ok: { contentType: 'text/html', description: 'An HTML page.' } }),
  'GET /api/docs/:asset': d('Service', "The reference page's script and stylesheet", { ok: { contentType: 'text/javascript', description: 'The file.' } }),
  'GET /api/users/me': d('Users', 'The caller as a user of the organisation'),
  'PATCH /api/users/me': d('Users', "Changes the caller's display name and photo"),
  'GET /api/push/vapid-public-key': d('Notifications', 'The VAPID public key a device subscribes to Web Push with'),
  'POST /api/ai-chat/messages': d('AI tutor', "The caller's AI tutor messages of one day", { ok: { schema: aiChatMessagesResponseSchema } }),
  'GET /api/ai-chat/stream': d('AI tutor', "Live stream of the caller's AI tutor day document", { ok: events }),
  'GET /api/courses': d('Courses', "The organisation's course catalogue", { ok: { schema: z.array(courseSummarySchema) } }),
  'GET /api/courses/:course': d('Courses', "One course's details and lesson outline", { ok: { schema: courseDetailsSchema } }),
  'GET /api/edit-course/:course': d('Course editor', "A course's editable outline with its version"),
  'POST /api/edit-course/:course/publish': d('Course editor', "Publishes a course's outline; 409 when another version was published since", { errors: [409] }),
  'POST /api/uploads': d('Media uploads', 'Starts a resumable (tus 1.0) media upload for a course', { ok: created(), errors: [409, 412, 413, 415] }),
  'GET /api/uploads/:id': d('Media uploads', 'How far a resumable upload of the caller stands (tus HEAD)', { ok: { description: 'The upload offset in headers.' }, errors: [410, 412] }),
  'POST /api/packages': d('Packages', 'Validates a finished .zip (SCORM 1.2/2004) or .h5p upload and stores it as a package of a course (within the organisation’s package limits)', { ok: created(), errors: [409, 413, 422] }),
  'GET /api/packages/:package': d('Packages', 'A stored SCORM or H5P package: kind, title, outline and where its files are served'),
  'GET /api/packages/statements': d('Packages', "A learner's kept xAPI statements (H5P and SCORM results), newest first, for their teachers and admins"),
  'GET /api/packages/limits': d('Packages', "The organisation's own package limits (largest package, most packages) and the server's"),
  'PATCH /api/uploads/:id': d('Media uploads', 'Sends the next bytes of a resumable upload (tus PATCH)', { ok: noContent, errors: [409, 410, 412, 413, 415, 460] }),
  'GET /api/teacher/batches': d('Teaching', "The teacher's batches"),
  'GET /api/teacher/quizzes/:quizId/results': d('Teaching', "A quiz's results in the caller's batches"),
  'GET /api/batch-students/:enrollment': d('Teaching', "One learner's membership and progress in a batch", { ok: { schema: batchStudentSchema } }),
  'GET /api/admin/batches': d('Administration', "Every batch of the organisation"),
  'GET /api/admin/enrolment-requests': d('Administration', 'Enrolment requests waiting for a decision'),
  'GET /api/admin/activity-counts': d('Administration', 'Attempts per quiz and exercise and reviews per deck', { ok: { schema: activityCountsSchema } }),
  'GET /api/admin/users': d('Administration', "The organisation's users"),
  'GET /api/admin/learners/:userId/record': d('Administration', "A learner's whole record", { ok: { schema: learnerRecordSchema } }),
  'GET /api/admin/organisation': d('Administration', "The organisation's settings", { ok: { schema: organisationSettingsSchema } }),
  'PATCH /api/admin/organisation': d('Administration', "Changes the organisation's settings", { ok: { schema: organisationSettingsSchema } }),
  'GET /api/admin/sync-log': d('Administration', "A user's sync log"),
  'GET /api/admin/quizzes/:quizId': d('Authoring', "A quiz's current version with its key", { ok: { schema: quizVersionSchema } }),
  'GET /api/admin/quizzes/:quizId/versions/:version': d('Authoring', 'An earlier published version of a quiz', { ok: { schema: quizVersionSchema } }),
  'POST /api/admin/quizzes/:quizId/regrade-preview': d('Authoring', 'What publishing this quiz content would change in graded attempts', { ok: { schema: regradeSummarySchema } }),
  'POST /api/admin/quizzes/:quizId/publish': d('Authoring', "Publishes a quiz's next version; 409 when it was published since", { ok: { schema: publishQuizResponseSchema }, errors: [409] }),
  'GET /api/admin/exercises/:exerciseId': d('Authoring', "An exercise's current version", { ok: { schema: exerciseVersionSchema } }),
  'POST /api/admin/exercises/:exerciseId/publish': d('Authoring', "Publishes an exercise's next version", { ok: { schema: publishExerciseResponseSchema }, errors: [409] }),
  'GET /api/admin/decks/:deckId': d('Authoring', "A flashcard deck's current version", { ok: { schema: deckVersionSchema } }),
  'POST /api/admin/decks/:deckId/publish': d('Authoring', "Publishes a deck's next version", { ok: { schema: publishDeckResponseSchema }, errors: [409] }),
  'GET /api/admin/people': d('People', "The organisation's people and open invitations", { ok: { schema: z.array(personSchema) } }),
  'POST /api/admin/invitations': d('People', 'Invites a person by email with a role', { ok: created(personSchema), errors: [409] }),
  'DELETE /api/admin/invitations/:invitationId': d('People', 'Withdraws an open invitation', { ok: noContent }),
  'PATCH /api/admin/people/:userId': d('People', "Changes a person's role", { ok: noContent, errors: [409] }),
  'DELETE /api/admin/people/:userId': d('People', 'Removes a person from the organisation (restorable)', { ok: noContent, errors: [409] }),
  'POST /api/admin/people/:userId/restore': d('People', 'Restores a removed person', { ok: noContent }),
  'GET /api/admin/manage/batches': d('People', 'Batches with their teachers and dates, for managing'),
  'POST /api/admin/manage/batches': d('People', 'Creates a batch', { ok: created(), errors: [409] }),
  'PATCH /api/admin/manage/batches/:batchId': d('People', "Changes a batch's name, teachers, dates or archive state", { errors: [409] }),
  'GET /api/admin/manage/batches/:batchId/members': d('People', "A batch's learners", { ok: { schema: z.array(batchMemberSchema) } }),
  'POST /api/admin/manage/batches/:batchId/members': d('People', 'Adds a learner to a batch', { ok: created(), errors: [409] }),
  'DELETE /api/admin/batch-members/:enrollment': d('People', 'Removes a learner from a batch', { ok: noContent }),
  'POST /api/admin/batch-members/:enrollment/move': d('People', 'Moves a learner to another batch of the course', { errors: [409] }),
  'POST /api/admin/imports/preview': d('People', 'What importing these rows of people would do', {}),
  'POST /api/admin/imports': d('People', 'Imports people (invitations and batch places) from rows', { errors: [409] }),
  'POST /api/admin/imports/:importId/undo': d('People', 'Undoes an import', { errors: [409] }),
  'GET /api/admin/audit': d('People', 'The audit trail of a person or a batch', { ok: { schema: z.array(auditRowSchema) } }),
  'GET /api/admin/api-keys': d('API keys', "The organisation's API keys (never the keys themselves)", { ok: { schema: z.array(apiKeyRowSchema) } }),
  'POST /api/admin/api-keys': d('API keys', 'Makes an API key with scopes; the key is in this answer only', { ok: created(apiKeyCreatedSchema) }),
  'DELETE /api/admin/api-keys/:keyId': d('API keys', 'Revokes an API key at once', { ok: noContent }),
  'GET /api/lti/login': d('LTI 1.3', "OIDC login initiation from a platform: stores a state and nonce, redirects to the platform's authorisation URL", { ok: { status: 302, description: "A redirect to the platform's authorisation URL (Location)." }, errors: [403] }),
  'POST /api/lti/login': d('LTI 1.3', 'OIDC login initiation (form post), as the GET', { ok: { status: 302, description: "A redirect to the platform's authorisation URL (Location)." }, errors: [403] }),
  'POST /api/lti/launch': d('LTI 1.3', "A platform's launch: verifies the id_token, signs the person in (redirect to the PWA) or shows the deep-linking picker", { ok: { contentType: 'text/html', description: 'The picker page, or a 303 redirect into the PWA.' }, errors: [401, 403, 404, 502, 503] }),
  'GET /api/lti/jwks': d('LTI 1.3', "The tool's public keys (JWKS)", { ok: { schema: ltiOverviewSchema.shape.jwks } }),
  'POST /api/lti/deep-link': d('LTI 1.3', "A teacher's pick in the deep-linking picker: answers the signed LtiDeepLinkingResponse form for the platform", { ok: { contentType: 'text/html', description: 'A page that posts the signed answer back to the platform.' }, errors: [401, 404] }),
  'GET /api/admin/lti': d('LTI 1.3', "The tool's URLs and JWKS, the organisation's platforms and failing score posts", { ok: { schema: ltiOverviewSchema } }),
  'POST /api/admin/lti/platforms': d('LTI 1.3', 'Registers an LTI 1.3 platform', { ok: created(ltiPlatformRowSchema), errors: [409] }),
  'DELETE /api/admin/lti/platforms/:platformId': d('LTI 1.3', 'Removes a platform with its links and queued scores', { ok: noContent }),
  'POST /api/admin/lti/scores/:scoreId/retry': d('LTI 1.3', 'Posts a failing score again now', { ok: noContent }),
  'GET /api/chat/people': d('Chat', 'The people the caller may talk to', { ok: { schema: z.array(chatPersonSchema) } }),
  'POST /api/chat/conversations': d('Chat', 'Starts (or finds) a conversation with one person'),
  'POST /api/chat/rooms': d('Chat', 'Creates a chat room', { ok: created() }),
  'GET /api/chat/rooms/:id/messages': d('Chat', "A page of a room's messages"),
  'GET /api/chat/conversations/:id/messages': d('Chat', "A page of a conversation's messages"),
  'GET /api/chat/stream': d('Chat', 'Live stream of chat changes', { ok: events }),
  'POST /api/sync/push': d('Sync', "Applies a device's outbox of write intents, each answered on its own"),
  'GET /api/sync/pull': d('Sync', 'The changes since a cursor, a page at a time'),
  'GET /api/sync/events': d('Sync', 'Live hints that there is something to pull', { ok: events }),
};
