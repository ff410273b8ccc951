/**
 * The few HTML pages LTI needs outside the PWA: the deep-linking picker and the page that form-posts
 * the signed deep-linking answer back to the platform. They may show in the platform's frame, so
 * they carry their own CSP (framing allowed; one nonce'd script; form posts to the platform only).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Target } from './targets';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(c: Context, title: string, body: string, options: { formAction: string; nonce?: string }) {
  c.header('content-security-policy', [
    "default-src 'none'", "style-src 'unsafe-inline'", options.nonce ? `script-src 'nonce-${options.nonce}'` : "script-src 'none'",
    `form-action ${options.formAction}`, 'frame-ancestors *', "base-uri 'none'",
  ].join('; '));
  c.header('cache-control', 'no-store');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;max-width:48rem}fieldset{border:0;padding:0}label{display:block;padding:.35rem 0}.lesson,.quiz{margin-left:1.5rem}button{font:inherit;padding:.5rem 1rem;margin-top:1rem}</style></head><body>${body}</body></html>`);
}

const kindLabel = { course: 'Course', lesson: 'Lesson', quiz: 'Quiz (sends grades)' } as const;

/** The picker: one radio button per course, lesson and quiz. */
export function pickerPage(c: Context, session: string, targets: Target[], action: string) {
  const options = targets.map((t, i) => `<label class="${t.type}"><input type="radio" name="target" value="${escape(`${t.type}:${t.id}`)}"${i === 0 ? ' required' : ''}> ${kindLabel[t.type]}: ${escape(t.title)}</label>`).join('\n');
  const body = targets.length
    ? `<h1>Place an activity</h1><form method="post" action="${escape(action)}"><input type="hidden" name="session" value="${escape(session)}"><fieldset><legend>Choose the course, lesson or quiz to add to your course</legend>${options}</fieldset><button type="submit">Place it</button></form>`
    : '<h1>Nothing to place yet</h1><p>This organisation has no courses yet. Make one first, then come back.</p>';
  return page(c, 'Place an activity', body, { formAction: "'self'" });
}

/** The page that posts the signed answer back to the platform (a button without script). */
export function returnPage(c: Context, returnUrl: string, jwt: string) {
  const nonce = randomBytes(16).toString('base64');
  const origin = new URL(returnUrl).origin;
  const body = `<h1>Placing the activity…</h1><form id="return" method="post" action="${escape(returnUrl)}"><input type="hidden" name="JWT" value="${escape(jwt)}"><button type="submit">Continue</button></form>
<script nonce="${nonce}">document.getElementById('return').submit();</script>`;
  return page(c, 'Placing the activity', body, { formAction: origin, nonce });
}
