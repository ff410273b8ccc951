/**
 * Registers the service worker after first paint (workbox-window). When a new version waits, a
 * toast offers a reload; only the user's yes sends SKIP_WAITING (DESIGN §2.10, never under a
 * learner mid-quiz).
 */
import { Workbox } from 'workbox-window';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
import { showToast } from '@/ui/toast';

/** The toast's title, in the language shown (it follows a change while the toast is open). */
function UpdateTitle() {
  const { t } = useTranslation();
  return t('update.title');
}

/** The toast's text and its Reload button. */
function UpdateMessage({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{t('update.body')}</Text>
      <Button size="xs" variant="brandPrimary" onClick={onReload}>
        {t('update.reload')}
      </Button>
    </Group>
  );
}

/** Registers `/sw.js` and prompts when an update waits. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    showToast({
      id: 'sw-update',
      autoClose: false,
      title: <UpdateTitle />,
      message: <UpdateMessage onReload={() => wb.messageSkipWaiting()} />,
    });
  });
  await wb.register();
}
