// Vitest-only: keeps what a failing browser test showed, as test output under test-results/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/** Keeps a full-page screenshot under test-results/ when the current test fails. */
export function screenshotOnFailure(getPage: () => Page | undefined, name: string): void {
  onTestFailed(async () => {
    const page = getPage();
    if (!page || page.isClosed()) return;
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`), fullPage: true }).catch(() => {});
  });
}
