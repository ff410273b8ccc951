/**
 * The REST contract shared by the PWA and the server: roles, the current user (SPEC §7
 * `GET /users/me`), AI chat messages (`POST /ai-chat/messages`) and the problem+json error body.
 */
import { z } from 'zod';

export const roles = ['learner', 'teacher', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The answer of `GET /api/users/me`. The PWA splits `role` off and keeps it as permissions. */
export const currentUserSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  organisationId: z.string(),
  organisationName: z.string(),
  role: roleSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

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
  userId: z.string().min(1),
  excludeCollection: z.string().min(1),
});
export const aiChatMessagesResponseSchema = z.array(aiChatMessageSchema);

/** RFC 9457 problem details, as every error of the API is answered. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The header that names the organisation of a request (SPEC §6, §7). */
export const ORGANISATION_HEADER = 'X-organisation-id';
