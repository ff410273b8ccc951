/** The desktop side bar (from 800 px wide): logo, the links, and the compact sync status and Log Out at the bottom. */
import { Box, Group, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/ui/logo';
import type { NavLinkSpec } from './nav-links';
import { LazyNotificationBell } from './lazy-notification-bell';
import { LazySyncBadge } from './lazy-sync-badge';
import classes from './layout.module.css';

/** The side bar's content. */
export function SideBar({ links, onLogout }: { links: NavLinkSpec[]; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack justify="space-between" h="100%" p="md">
      <Stack gap="lg">
        <Logo size="lg" />
        <Box component="nav" aria-label={t('nav.main')}>
          <Stack gap={4}>
            {links.map(({ label, to, icon: Icon }) => (
              <Link key={to} to={to} className={classes.sideLink}>
                <Icon size={22} aria-hidden="true" />
                {t(label)}
              </Link>
            ))}
          </Stack>
        </Box>
      </Stack>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <LazySyncBadge />
          <LazyNotificationBell />
        </Group>
        <Button variant="brandSecondary" leftSection={<IconLogout size={18} aria-hidden="true" />} aria-haspopup="dialog" onClick={onLogout}>
          {t('nav.logOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
