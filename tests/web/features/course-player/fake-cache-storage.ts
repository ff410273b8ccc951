// A small in-memory Cache Storage for jsdom (which has none): match, put, add, delete and keys by URL.
const base = 'http://localhost';
const key = (request: RequestInfo | URL) => new URL(typeof request === 'string' || request instanceof URL ? String(request) : request.url, base).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    this.entries.set(key(request), new Response(body, { status: response.status, headers: response.headers }));
  }
  async add(request: RequestInfo | URL): Promise<void> {
    const response = await fetch(request);
    if (!response.ok) throw new TypeError(`add: ${response.status}`);
    await this.put(request, response);
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(key(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

/** Installs a fresh fake `caches` on the global object and returns its caches by name. */
export function installFakeCaches(): Map<string, FakeCache> {
  const all = new Map<string, FakeCache>();
  const storage = {
    open: async (name: string) => {
      if (!all.has(name)) all.set(name, new FakeCache());
      return all.get(name)!;
    },
    delete: async (name: string) => all.delete(name),
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true, writable: true });
  return all;
}
