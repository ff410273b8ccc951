/**
 * The notification centre (issue 53): the bell's popover, newest first, unread marked, mark one or
 * all read. Loaded on the bell's first press, so Popover and its positioning stay off the first load.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { markAllRead, markRead, useNotifications } from '@/data/notifications';
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';
import { notificationsNs } from '../messages/en';
import { notificationWords } from './notification-words';

/** The time in the language shown; in English, as before, the browser's own locale. */
const when = (iso: string) => {
  const language = currentLanguage();
  return new Date(iso).toLocaleString(language === 'en' ? undefined : intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short' });
};

/** The popover around `button` (the bell), open at first: it mounts when the bell is first pressed. */
export default function NotificationCentre({ button, unread }: { button: (toggle: () => void) => ReactElement; unread: number }) {
  const { t } = useTranslation(notificationsNs);
  const items = useNotifications();
  const [opened, setOpened] = useState(true);
  const navigate = useNavigate();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
      <Popover.Target>{button(() => setOpened((o) => !o))}</Popover.Target>
      <Popover.Dropdown aria-label={t('notifications')} role="dialog">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t('notifications')}</Text>
          <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => void markAllRead()}>{t('markAllRead')}</Button>
        </Group>
        {items === undefined ? <Text size="sm">{t('loading')}</Text> : items.length === 0 ? (
          <Text size="sm" c="dimmed">{t('empty')}</Text>
        ) : (
          <ScrollArea.Autosize mah={380}>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((n) => ({ n, words: notificationWords(t, n) })).map(({ n, words }) => (
                <li key={n.id}>
                  <UnstyledButton
                    w="100%" p="xs" style={{ borderRadius: 8, background: n.readAt ? undefined : 'var(--mantine-color-blue-light)' }}
                    onClick={() => {
                      if (!n.readAt) void markRead([n.id]);
                      setOpened(false);
                      void navigate({ href: n.url });
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={n.readAt ? 400 : 700} lineClamp={2}>{words.title}</Text>
                      {!n.readAt && <Badge size="xs" color="blue">{t('unread')}</Badge>}
                    </Group>
                    {words.body && <Text size="xs" c="dimmed" lineClamp={2}>{words.body}</Text>}
                    <Text size="xs" c="dimmed">{when(n.createdAt)}</Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
