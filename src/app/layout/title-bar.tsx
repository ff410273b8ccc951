/** The top title bar on screens under 800 px: the logo, the compact sync status, the notification bell and the Log Out control. */
import { ActionIcon, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/ui/logo';
import { LazyNotificationBell } from './lazy-notification-bell';
import { LazySyncBadge } from './lazy-sync-badge';

/** The title bar's content. */
export function TitleBar({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Logo size="sm" />
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <LazySyncBadge compact />
        <LazyNotificationBell />
        <ActionIcon variant="subtle" color="brand" size="lg" aria-label={t('nav.logOut')} title={t('nav.logOut')} aria-haspopup="dialog" onClick={onLogout}>
          <IconLogout size={22} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
