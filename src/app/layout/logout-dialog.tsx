/**
 * The Log Out confirmation (SPEC §2). Logging out clears this device's data; when writes still
 * wait to sync, the dialog says how many, so the user can cancel and let them sync first.
 */
import { useEffect, useState } from 'react';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '@/features/auth/session-context';

function usePendingWrites(opened: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!opened) return;
    let live = true;
    import('@/data/local-data')
      .then((m) => m.countPendingWrites())
      .then((n) => live && setCount(n))
      .catch(() => live && setCount(0));
    return () => {
      live = false;
    };
  }, [opened]);
  return opened ? count : 0;
}

/** The dialog; `Logout` sends `session.logout`. */
export default function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const pending = usePendingWrites(opened);
  const logout = () => {
    onClose();
    // This device stops receiving the user's pushes (issue 53): the browser unsubscribes, and the
    // session ends only once the server has the row's removal (or after a few seconds): ending it
    // removes the token and clears the outbox the removal waits in.
    void import('@/features/notifications/data/push-device')
      .then((m) => m.turnOffPushBeforeLogout())
      .catch(() => undefined)
      .finally(() => session.send({ type: 'session.logout' }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('logout.title')} size={500} centered>
      <Text>{t('logout.question')}</Text>
      {pending > 0 && (
        <Text mt="sm" c="brandRed.7" role="status">
          {t('logout.pending', { count: pending })}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="brandSecondary" onClick={onClose}>
          {t('logout.cancel')}
        </Button>
        <Button variant="brandPrimary" onClick={logout}>
          {t('logout.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
