/** server/env.ts: defaults, and clear refusals that name the bad variable. */
import { describe, expect, it } from 'vitest';
import { limitsFromEnv } from '../../server/app';
import { EnvError, loadEnv } from '../../server/env';

describe('loadEnv', () => {
  it('has the documented defaults', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', FIREBASE_PROJECT_ID: 'demo-learning', STATIC_DIR: 'dist', SEED: 'demo', LOG_LEVEL: 'info',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8080, DATABASE_URL: undefined });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SEED', { SEED: 'everything' }],
    ['FIREBASE_AUTH_EMULATOR_HOST', { FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost' }],
    ['AI_MODEL', { AI_BASE_URL: 'http://localhost:11434/v1' }],
    ['THROTTLE_USER_WRITES', { THROTTLE_USER_WRITES: '0' }],
    ['THROTTLE_WINDOW_SECONDS', { THROTTLE_WINDOW_SECONDS: 'a minute' }],
  ])('names %s when it is wrong', (name, env) => {
    expect(() => loadEnv(env)).toThrow(EnvError);
    expect(() => loadEnv(env)).toThrow(new RegExp(`${name}:`));
  });

  it('turns the THROTTLE_* settings into the write limits', () => {
    const limits = limitsFromEnv(loadEnv({ THROTTLE_WINDOW_SECONDS: '30', THROTTLE_USER_MESSAGES: '20' }));
    expect(limits.messagesPerUser).toEqual({ max: 20, windowMs: 30_000 });
    expect(limits.writesPerUser).toEqual({ max: 600, windowMs: 30_000 });
  });

  it('refuses the emulator in production unless the demo flag is set', () => {
    const env = { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => loadEnv(env)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: .*ALLOW_EMULATOR_IN_PRODUCTION/);
    expect(loadEnv({ ...env, ALLOW_EMULATOR_IN_PRODUCTION: 'true' }).ALLOW_EMULATOR_IN_PRODUCTION).toBe(true);
  });
});
