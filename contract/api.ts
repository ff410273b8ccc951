/**
 * The REST contract shared by the PWA and the server: roles, the current user (SPEC §7
 * `GET /users/me`), AI chat messages (`POST /ai-chat/messages`) and the problem+json error body.
 */
import { z } from 'zod';
import { id } from './fields';
import { roles } from './wire';

export { ORGANISATION_HEADER, parseCurrentUser, roles, type CurrentUser, type Role } from './wire';

export const roleSchema = z.enum(roles);

/** A Firestore-style timestamp, kept in this shape because SPEC §7 shows it. */
export const timestampSchema = z.object({ seconds: z.number().int(), nanoseconds: z.number().int() });

export const aiChatMessageSchema = z.object({
  id: z.string(),
  sender: z.string(),
  error: z.boolean().optional(),
  message: z.object({ body: z.string(), type: z.string(), timestamp: timestampSchema }),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

export const aiChatMessagesRequestSchema = z.strictObject({
  userId: id,
  excludeCollection: z.string().min(1).max(64),
});
export const aiChatMessagesResponseSchema = z.array(aiChatMessageSchema);

/** `GET /ai-chat/stream?day=`: Server-Sent Events of the caller's day document. */
export const aiChatStreamQuerySchema = z.strictObject({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** Each `document` event: the whole day document, `{messages}` (SPEC §7's `UserMessages`). */
export const aiChatDocumentSchema = z.object({ messages: aiChatMessagesResponseSchema });
export type AiChatDocument = z.infer<typeof aiChatDocumentSchema>;
/** The SSE event name of a day document. */
export const AI_CHAT_DOCUMENT_EVENT = 'document';

/** RFC 9457 problem details, as every error of the API is answered. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /**
   * The refusal's code and params (contract/refusals.ts): the PWA words a known code in the learner's
   * language. Every body this server writes has one (its status's own when nothing more precise was
   * said, contract/refusals-http.ts); optional in the schema so an older server's bodies still parse.
   */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** A course in the organisation's catalogue (`GET /api/courses`): the fields a list needs. */
export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  level: z.string(),
  imageUrl: z.string().nullable(),
  published: z.boolean(),
  lessonCount: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A lesson as the details screen lists it: no content (that comes with a pull, for a course the caller may open). */
export const lessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['text', 'video', 'pdf', 'package']),
  sections: z.number().int(),
  position: z.number().int(),
});

/**
 * One course (`GET /api/courses/{course}`): its description and enrolment mode, whether the caller
 * may open it, and its outline, which is empty unless they may.
 */
export const courseDetailsSchema = courseSummarySchema.extend({
  description: z.string(),
  enrolmentMode: z.enum(['open', 'request', 'closed']),
  canOpen: z.boolean(),
  modules: z.array(z.object({ id: z.string(), title: z.string(), position: z.number().int(), lessons: z.array(lessonOutlineSchema) })),
});
export type CourseDetails = z.infer<typeof courseDetailsSchema>;

// Batches moved to contract/batches.ts (one batch shape for pull and REST); re-exported for existing imports.
export {
  batchSchema,
  batchStudentSchema,
  type Batch,
  type BatchStudent,
} from './batches';

/** A user of the organisation as an admin sees it (`GET /api/admin/users`). */
export const userSummarySchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  role: roleSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Organisation settings (`GET`/`PATCH /api/admin/organisation`). */
export const organisationSettingsSchema = z.object({ id: z.string(), name: z.string(), selfSignUp: z.boolean() });
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;
export const organisationSettingsPatchSchema = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  selfSignUp: z.boolean().optional(),
});
