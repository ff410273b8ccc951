/**
 * Vitest-only: one running product and one Chromium per test file, started before its tests and
 * stopped after them; every product uses the run's one Auth Emulator (vitest.config.ts globalSetup). `env` runs in beforeAll, so it may prepare files the product will serve.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { startProduct, type RunningProduct } from './product';
import { launchBrowser } from './browser';

export interface ProductSuite {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll and gives access to the product and the browser. */
export function productSuite(env: () => NodeJS.ProcessEnv = () => ({})): ProductSuite {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // The run's one Auth Emulator (tests/support/emulator-global-setup.ts): the product starts none.
    product = await startProduct({ FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), FIREBASE_PROJECT_ID: inject('firebaseProjectId'), ...env() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`The ${name} is not started yet: use it inside a test.`);
    return value;
  };
  return {
    get product() {
      return started(product, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
