/** The LTI 1.3 claim names and the parts of a launch's id_token this tool reads (zod-bounded). */
import { z } from 'zod';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const claims = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingContentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

/** The AGS scope a score post asks its token for. */
export const AGS_SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

const text = z.string().min(1).max(2_000);

/** The claims of a launch this tool uses; others are ignored. */
export const launchClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: text,
  name: z.string().max(300).optional(),
  email: z.string().max(320).optional(),
  [claims.messageType]: z.enum(['LtiResourceLinkRequest', 'LtiDeepLinkingRequest']),
  [claims.version]: z.literal('1.3.0'),
  [claims.deploymentId]: z.string().min(1).max(300),
  [claims.roles]: z.array(z.string().max(500)).max(100),
  [claims.targetLinkUri]: text.optional(),
  [claims.resourceLink]: z.object({ id: z.string().min(1).max(255) }).optional(),
  [claims.context]: z.object({ id: z.string().min(1).max(255) }).optional(),
  [claims.custom]: z.record(z.string(), z.unknown()).optional(),
  [claims.ags]: z.object({ lineitem: text.optional(), scope: z.array(z.string()).optional() }).optional(),
  [claims.deepLinkingSettings]: z.object({ deep_link_return_url: text, accept_types: z.array(z.string()).max(20).optional(), data: z.string().max(4_000).optional() }).optional(),
});
export type LaunchClaims = z.infer<typeof launchClaimsSchema>;

/** Our role for the platform's roles: Administrator → admin, Instructor (or staff) → teacher, else learner. */
export function roleOf(roles: string[]): 'admin' | 'teacher' | 'learner' {
  const has = (name: string) => roles.some((role) => role === name || role.endsWith(`#${name}`) || role.endsWith(`/${name}`));
  if (has('Administrator')) return 'admin';
  if (has('Instructor') || has('ContentDeveloper') || has('TeachingAssistant')) return 'teacher';
  return 'learner';
}
