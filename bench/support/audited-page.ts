/**
 * An audit measures the page it ends on. A page that sends the audit on elsewhere (a /login opened
 * with a signed-in learner's cookie goes to /dashboard; Lighthouse's storage reset keeps cookies)
 * measured the other page, so the bench stops rather than report it under the asked one.
 */
export function assertAuditedPage(askedUrl: string, endedUrl: string): void {
  if (new URL(endedUrl).pathname !== new URL(askedUrl).pathname) {
    throw new Error(`The audit of ${askedUrl} ended on ${endedUrl}: it measured another page`);
  }
}
