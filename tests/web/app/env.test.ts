import { expect, test } from 'vitest';
import { parseEnv } from '@/app/env';

const good = {
  VITE_ORGANISATION_ID: '5',
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_PROJECT_ID: 'demo-learning',
  VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
  VITE_AUTH_EMULATOR: 'same-origin',
};

test('same-origin points the Auth Emulator at the page origin; empty means real Firebase', () => {
  expect(parseEnv(good, 'http://localhost:8080')).toMatchObject({ organisationId: '5', authEmulatorUrl: 'http://localhost:8080' });
  expect(parseEnv({ ...good, VITE_AUTH_EMULATOR: '' }, 'x').authEmulatorUrl).toBeNull();
  expect(parseEnv({ ...good, VITE_AUTH_EMULATOR: 'http://127.0.0.1:9099' }, 'x').authEmulatorUrl).toBe('http://127.0.0.1:9099');
});

test('a missing or wrong setting is named in the error', () => {
  expect(() => parseEnv({ ...good, VITE_FIREBASE_API_KEY: undefined }, 'x')).toThrow(/VITE_FIREBASE_API_KEY/);
  expect(() => parseEnv({ ...good, VITE_ORGANISATION_ID: 'five' }, 'x')).toThrow(/VITE_ORGANISATION_ID/);
});
