/**
 * `/api/lti`: the LTI 1.3 tool's public endpoints (no Firebase token: the platform's signed
 * id_token is the credential). Login initiation, launch, the tool's JWKS and the deep-linking pick.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../../app-env';
import { refuse } from '../../../http/problem';
import { validate } from '../../../http/validate';
import { adminAuth, customTokenFor, launchUser } from '../../../lti/accounts';
import { claims } from '../../../lti/claims';
import { deepLinkingResponse, deepLinkingSession, readSession } from '../../../lti/deep-linking';
import { pickerPage, returnPage } from '../../../lti/pages';
import { openResourceLink } from '../../../lti/resource-link';
import { pathOf, placeableTargets, resolveTarget, targetSchema } from '../../../lti/targets';
import { toolKey } from '../../../lti/tool-key';
import { ltiToolUrls } from '../../../lti/urls';
import { startLogin, verifyLaunch } from '../../../lti/verify-launch';

const text = (max: number) => z.string().min(1).max(max);
const loginSchema = z.object({
  iss: text(500), login_hint: text(2_000), target_link_uri: z.url().max(2_000),
  lti_message_hint: text(4_000).optional(), client_id: text(300).optional(), lti_deployment_id: text(300).optional(),
});
const launchSchema = z.object({ id_token: text(20_000), state: text(200) });
const pickSchema = z.object({ session: text(8_000), target: targetSchema });

/** The public LTI routes. */
export function ltiRoutes({ db, env }: Pick<AppDeps, 'db' | 'env'>) {
  const pem = env.LTI_PRIVATE_KEY;
  const urls = (c: Context) => ltiToolUrls(env.PUBLIC_URL ?? new URL(c.req.url).origin);
  const login = async (c: Context, request: z.infer<typeof loginSchema>) => c.redirect(await startLogin(db, request, urls(c).launchUrl), 302);
  return new Hono<AppEnv>()
    .get('/login', validate('query', loginSchema), (c) => login(c, c.req.valid('query')))
    .post('/login', validate('form', loginSchema), (c) => login(c, c.req.valid('form')))
    .post('/launch', validate('form', launchSchema), async (c) => {
      const { platform, claims: launch } = await verifyLaunch(db, c.req.valid('form'));
      const auth = adminAuth(env.FIREBASE_PROJECT_ID);
      if (launch[claims.messageType] === 'LtiDeepLinkingRequest') {
        const user = await launchUser(db, auth, platform, launch);
        if (user.role === 'learner') throw refuse(403, 'lti-learner-cannot-place');
        const session = await deepLinkingSession(db, platform, launch, pem);
        return pickerPage(c, session, await placeableTargets(db, platform.organisationId), urls(c).launchUrl.replace(/launch$/, 'deep-link'));
      }
      const user = await launchUser(db, auth, platform, launch);
      const target = await openResourceLink(db, platform, launch, user);
      const token = await customTokenFor(auth, user.uid);
      const hand = new URLSearchParams({ token, org: platform.organisationId, to: pathOf(target) });
      c.header('cache-control', 'no-store');
      // The fragment never reaches a server or a log; the PWA's /lti screen signs in with it and opens `to`.
      return c.redirect(`${env.PUBLIC_URL ?? new URL(c.req.url).origin}/lti#${hand}`, 303);
    })
    .get('/jwks', async (c) => c.json({ keys: [(await toolKey(db, pem)).publicJwk] }))
    .post('/deep-link', validate('form', pickSchema), async (c) => {
      const form = c.req.valid('form');
      const { session, platform } = await readSession(db, form.session, pem);
      const target = await resolveTarget(db, platform.organisationId, form.target);
      const jwt = await deepLinkingResponse(db, platform, session, target, urls(c).launchUrl, pem);
      return returnPage(c, session.returnUrl, jwt);
    });
}
