/**
 * What the router shows instead of a screen: unknown paths go to /404, a render error goes to /500,
 * and a route chunk that has not loaded after 120 s (SPEC §9) — or failed to load — offers a retry.
 */
import { useState } from 'react';
import { useTimeout } from '@mantine/hooks';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { Navigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
import { DelayedLoader } from '@/ui/delayed-loader';

/** How long a route's code may take to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Unknown path: the /404 screen. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}

/** A render error sends the user to /500; a route chunk that failed to load offers a retry instead. */
export function RenderErrorFallback({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error)) return <ChunkFailed />;
  console.error('Render error', error);
  return <Navigate to="/500" replace />;
}

/** The message and retry button of a screen whose code did not arrive. */
export function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Alert color="brandRed" title={t('fallback.failed')} maw={480}>
        <Stack gap="sm" align="flex-start">
          {t('fallback.failedBody')}
          <Button variant="brandPrimary" onClick={() => window.location.reload()}>
            {t('fallback.retry')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** Shown while a route's code loads; after 120 s it gives up with a message and a retry button. */
export function ChunkPending() {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useTimeout(() => setTimedOut(true), CHUNK_TIMEOUT_MS, { autoInvoke: true });
  if (timedOut) return <ChunkFailed />;
  // The router shows this only once the code has taken its `defaultPendingMs` (a second), so the
  // spinner turns at once.
  return (
    <Center p="xl">
      <DelayedLoader label={t('fallback.loading')} delayMs={0} />
    </Center>
  );
}
