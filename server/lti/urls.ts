/** The tool's URLs a platform is configured with, under the server's public origin (deep linking launches at the launch URL too). */
import type { LtiToolUrls } from '../../contract/lti';

export function ltiToolUrls(origin: string): LtiToolUrls {
  const base = origin.replace(/\/$/, '');
  return { loginUrl: `${base}/api/lti/login`, launchUrl: `${base}/api/lti/launch`, deepLinkingUrl: `${base}/api/lti/launch`, jwksUrl: `${base}/api/lti/jwks` };
}
