/**
 * A small LTI 1.3 platform on loopback for the LTI tests: its own RSA key and JWKS endpoint, signed
 * launch id_tokens, a token endpoint (client credentials with the tool's signed assertion, checked
 * against the tool's JWKS) and line items whose `/scores` endpoint counts the scores posted.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JSONWebKeySet, type JWTPayload } from 'jose';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLIENT_ID = 'olp-tool-client';
export const DEPLOYMENT_ID = 'deployment-1';

const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => resolve(body));
});

/** A score the platform received. */
export interface ReceivedScore {
  lineItem: string;
  body: Record<string, unknown>;
}

/** Starts the platform; `toolJwks` answers the tool's public keys (to check its assertions). */
export async function startLtiPlatform(toolJwks: () => Promise<JSONWebKeySet>) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'platform-key-1';
  const publicJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  delete publicJwk.d; delete publicJwk.p; delete publicJwk.q; delete publicJwk.dp; delete publicJwk.dq; delete publicJwk.qi;
  const scores: ReceivedScore[] = [];
  const tokenRequests: JWTPayload[] = [];
  const issued = new Set<string>();
  const state = { failScores: false };
  let base = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const body = await read(req);
      if (req.method === 'GET' && url.pathname === '/jwks') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
      } else if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        try {
          const { payload } = await jwtVerify(form.get('client_assertion') ?? '', createLocalJWKSet(await toolJwks()), { issuer: CLIENT_ID, subject: CLIENT_ID, audience: `${base}/token` });
          if (form.get('grant_type') !== 'client_credentials') throw new Error('grant_type');
          tokenRequests.push({ ...payload, scope: form.get('scope') ?? '' });
          const token = randomUUID();
          issued.add(token);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') }));
        } catch (error) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_client', detail: String(error) }));
        }
      } else if (req.method === 'POST' && /^\/lineitems\/[\w-]+\/scores$/.test(url.pathname)) {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!issued.has(token)) res.writeHead(401).end('unknown token');
        else if (state.failScores) res.writeHead(503).end('the gradebook is down');
        else if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') res.writeHead(415).end('content type');
        else {
          scores.push({ lineItem: `${base}${url.pathname.replace(/\/scores$/, '')}`, body: JSON.parse(body) as Record<string, unknown> });
          res.writeHead(200).end();
        }
      } else res.writeHead(404).end();
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A launch id_token with the given claims over sensible defaults; `key` signs instead of the platform's. */
  async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresAt?: number; issuedAt?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      [`${LTI}message_type`]: 'LtiResourceLinkRequest', [`${LTI}version`]: '1.3.0', [`${LTI}deployment_id`]: DEPLOYMENT_ID,
      [`${LTI}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'], ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(base).setAudience(options.audience ?? CLIENT_ID).setIssuedAt(options.issuedAt ?? now).setExpirationTime(options.expiresAt ?? now + 300)
      .sign(options.key ?? privateKey);
  }

  return {
    get issuer() { return base; },
    registration: () => ({ name: 'Loopback Moodle', issuer: base, clientId: CLIENT_ID, deploymentIds: [DEPLOYMENT_ID], authLoginUrl: `${base}/auth`, authTokenUrl: `${base}/token`, jwksUrl: `${base}/jwks` }),
    idToken, scores, tokenRequests, state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LtiPlatform = Awaited<ReturnType<typeof startLtiPlatform>>;
