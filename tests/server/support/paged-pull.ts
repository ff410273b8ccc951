/** Paged pull for the staff-scope tests: asks with `page=start` and follows `more` to the last page. */
import { PULL_PAGE_START, type PullResponse } from '../../../contract/sync';
import { authHeaders, type TestServer } from './test-server';

/** GETs one pull page; returns the status and the body. */
export async function pullPage(server: TestServer, token: string, query: { clientId: string; cursor?: string; page: string }, org = '5') {
  const params = new URLSearchParams({ clientId: query.clientId, page: query.page, ...(query.cursor !== undefined ? { cursor: query.cursor } : {}) });
  const res = await server.app.request(`/api/sync/pull?${params}`, { headers: authHeaders(token, org) });
  return { status: res.status, body: (await res.json()) as PullResponse };
}

/**
 * Every page of one paged pull, in order. `between` runs after each page but the last (to change
 * rows while the pages are read).
 */
export async function pullAllPages(server: TestServer, token: string, clientId: string, cursor?: string, between?: () => Promise<void>) {
  const pages: PullResponse[] = [];
  let page: string | undefined = PULL_PAGE_START;
  while (page !== undefined) {
    if (pages.length > 1000) throw new Error('paged pull did not end');
    const { status, body } = await pullPage(server, token, { clientId, page, ...(cursor !== undefined ? { cursor } : {}) });
    if (status !== 200) throw new Error(`pull page answered ${status}`);
    pages.push(body);
    page = body.more ? body.page : undefined;
    if (page !== undefined) await between?.();
  }
  return pages;
}

/** The ids of table `name` put across `pages`, in order (duplicates kept, so a test can see them). */
export const pagedIds = (pages: PullResponse[], name: string) => pages.flatMap((p) => (p.changes[name]?.put ?? []).map((row) => row.id));
