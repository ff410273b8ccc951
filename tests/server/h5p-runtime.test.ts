/**
 * The H5P runtime a download for offline caches (issue 51): every file the player page, its script
 * and the dist's styles load is in H5P_RUNTIME_URLS, and every URL listed is served.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { H5P_RUNTIME_URLS, h5pDistFiles, h5pRuntimeFile } from '../../server/packages/h5p-runtime';
import { RUNTIME_FILES } from '../../server/packages/runtime-files';

const runtime = (name: string) => readFileSync(new URL(`../../server/packages/runtime/${name}`, import.meta.url), 'utf8');
const RUNTIME = '/package-content/_runtime/';

describe('H5P runtime files for offline', () => {
  it('lists the player page, its script and what they load', () => {
    const page = runtime('h5p-player.html');
    const loaded = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    const fromScript = [...runtime('h5p-player.js').matchAll(/'(\/package-content\/_runtime\/h5p\/[^']+)'/g)].map((m) => m[1]!);
    expect(loaded).toContain(`${RUNTIME}h5p/main.bundle.js`);
    expect(fromScript).toEqual(expect.arrayContaining([`${RUNTIME}h5p/frame.bundle.js`, `${RUNTIME}h5p/styles/h5p.css`]));
    for (const url of [`${RUNTIME}h5p-player.html`, ...loaded, ...fromScript]) expect(H5P_RUNTIME_URLS).toContain(url);
  });

  it('lists every font and image the dist styles load', () => {
    const styles = h5pDistFiles().filter((path) => path.endsWith('.css'));
    expect(styles).toContain('styles/h5p.css');
    const urls = styles.flatMap((path) =>
      [...runtime(`h5p-standalone/${path}`).matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
        .map((m) => m[1]!)
        .filter((ref) => !ref.startsWith('data:'))
        .map((ref) => new URL(ref, `http://content${RUNTIME}h5p/${path}`).pathname),
    );
    expect(urls.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThan(5);
    expect(urls).toContain(`${RUNTIME}h5p/images/throbber.gif`);
    for (const url of urls) expect(H5P_RUNTIME_URLS).toContain(url);
  });

  it('serves every URL it lists, and lists no licence text', () => {
    expect(new Set(H5P_RUNTIME_URLS).size).toBe(H5P_RUNTIME_URLS.length);
    for (const url of H5P_RUNTIME_URLS) {
      const name = url.slice(RUNTIME.length);
      const served = name.startsWith('h5p/') ? h5pRuntimeFile(name.slice('h5p/'.length)) : RUNTIME_FILES[name];
      expect(served, url).toBeTruthy();
    }
    expect(H5P_RUNTIME_URLS.filter((url) => /LICENSE|\.txt$/.test(url))).toEqual([]);
  });
});
