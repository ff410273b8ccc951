/**
 * Registers the service worker after first paint (workbox-window). When a new version waits, a
 * toast offers a reload; only the user's yes sends SKIP_WAITING (DESIGN §2.10, never under a
 * learner mid-quiz).
 */
import { Workbox } from 'workbox-window';
import { Button, Group, Text } from '@mantine/core';
import { showToast } from '@/ui/toast';

/** Registers `/sw.js` and prompts when an update waits. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    showToast({
      id: 'sw-update',
      autoClose: false,
      title: 'A new version is ready',
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Reload to use it.</Text>
          <Button size="xs" variant="brandPrimary" onClick={() => wb.messageSkipWaiting()}>
            Reload
          </Button>
        </Group>
      ),
    });
  });
  await wb.register();
}
