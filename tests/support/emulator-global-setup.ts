/**
 * Vitest global setup for the node projects: one Auth Emulator for the whole run. Its address
 * reaches the tests through `inject('authEmulatorHost')` and FIREBASE_AUTH_EMULATOR_HOST.
 */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ quiet: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  project.provide('authEmulatorHost', emulator.host);
  project.provide('firebaseProjectId', emulator.projectId);
  return async () => {
    await emulator.stop();
  };
}
