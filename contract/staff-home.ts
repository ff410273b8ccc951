/** What a staff dashboard reads online besides its pulled data: the organisation's enrolment requests (admin). */
import { z } from 'zod';

/** One request to join a course, waiting for an admin (`GET /api/admin/enrolment-requests`). */
export const enrolmentRequestSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  requestedAt: z.string(),
});
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;
