/**
 * LTI 1.3 (issue 54): an admin's registration of a platform (Moodle, Canvas…), the rows the admin
 * screen lists, the tool's URLs to paste into the platform, and the score posts that keep failing.
 */
import { z } from 'zod';

const httpsUrl = z.url({ protocol: /^https?$/ }).max(2_000);

/** `POST /api/admin/lti/platforms`. */
export const ltiPlatformCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  issuer: z.string().trim().min(1).max(500),
  clientId: z.string().trim().min(1).max(300),
  deploymentIds: z.array(z.string().trim().min(1).max(300)).min(1).max(50),
  authLoginUrl: httpsUrl,
  authTokenUrl: httpsUrl,
  jwksUrl: httpsUrl,
});
export type LtiPlatformCreate = z.infer<typeof ltiPlatformCreateSchema>;

/** One platform in `GET /api/admin/lti`. */
export const ltiPlatformRowSchema = ltiPlatformCreateSchema.extend({ id: z.string(), createdAt: z.string() });
export type LtiPlatformRow = z.infer<typeof ltiPlatformRowSchema>;

/** The tool's URLs, as the platform asks for them. */
export const ltiToolUrlsSchema = z.object({
  loginUrl: z.string(),
  launchUrl: z.string(),
  deepLinkingUrl: z.string(),
  jwksUrl: z.string(),
});
export type LtiToolUrls = z.infer<typeof ltiToolUrlsSchema>;

/** A score post that failed at least once and is not posted yet. */
export const ltiFailingScoreSchema = z.object({
  id: z.string(),
  platformName: z.string(),
  attemptId: z.string(),
  learner: z.string().nullable(),
  status: z.enum(['pending', 'failed']),
  tries: z.number(),
  lastError: z.string().nullable(),
  nextTryAt: z.string(),
});
export type LtiFailingScore = z.infer<typeof ltiFailingScoreSchema>;

/** `GET /api/admin/lti`: everything the admin screen shows. */
export const ltiOverviewSchema = z.object({
  tool: ltiToolUrlsSchema,
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
  platforms: z.array(ltiPlatformRowSchema),
  failingScores: z.array(ltiFailingScoreSchema),
});
export type LtiOverview = z.infer<typeof ltiOverviewSchema>;
