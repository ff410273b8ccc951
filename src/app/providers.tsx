/**
 * The provider tree of SPEC §1: the state store (the session actor) → the language and its
 * direction (issue 52) → the Mantine theme (light
 * scheme forced) → the data provider → the sync provider (the sync engine after first paint); the toast container (SPEC §9) mounts inside the theme after first paint.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { SessionProvider, type SessionActor } from '@/features/auth/session-context';
import { cssVariablesResolver, theme } from './theme/theme';
import { DataProvider } from './data-provider';
import { LazyToasts } from './lazy-toasts';
import { SyncProvider } from './sync-provider';
import { LanguageProvider } from './language-provider';

/** Wraps the app in its providers. */
export function AppProviders({ session, children }: { session: SessionActor; children: ReactNode }) {
  return (
    <SessionProvider actor={session}>
      <LanguageProvider>
        <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <LazyToasts />
          <DataProvider>
            <SyncProvider>{children}</SyncProvider>
          </DataProvider>
        </MantineProvider>
      </LanguageProvider>
    </SessionProvider>
  );
}
