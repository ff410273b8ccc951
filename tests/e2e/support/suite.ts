/**
 * Vitest-only: one running product and one Chromium per test file, started before its tests and
 * stopped after them; every product uses the run's one Auth Emulator (vitest.config.ts globalSetup).
 */
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { startProduct, type RunningProduct } from './product';
import { launchBrowser } from './browser';

export interface ProductSuite {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

export interface ProductSuiteOptions {
  /** The product's extra environment; read in beforeAll, so it may prepare files the product will serve. */
  env?: () => NodeJS.ProcessEnv;
  /**
   * For a file whose tests make one-time changes to the demo data (a learner's enrolment, an
   * admin's decision, lessons completed): a retry (vitest.config.ts) gets a product of its own, with
   * fresh demo data, instead of the one the failed try changed.
   */
  freshProductOnRetry?: boolean;
}

/** Registers the file's beforeAll/afterAll and gives access to the product and the browser. */
export function productSuite(options: ProductSuiteOptions = {}): ProductSuite {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  // The run's one Auth Emulator (tests/support/emulator-global-setup.ts): the product starts none.
  // Its data folder is a copy of the run's migrated and seeded one (tests/support/product-data-global-setup.ts).
  const start = () =>
    startProduct({ FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), FIREBASE_PROJECT_ID: inject('firebaseProjectId'), ...options.env?.() }, inject('productDataTemplate'));
  beforeAll(async () => {
    [product, browser] = await Promise.all([start(), launchBrowser()]);
  });
  if (options.freshProductOnRetry) {
    beforeEach(async ({ task }) => {
      if (!task.result?.retryCount) return;
      await product?.stop();
      product = undefined;
      product = await start();
    });
  }
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
