/**
 * The bell in the header (issue 53): the unread count, and a popover with the notification centre
 * (newest first, unread marked, mark one or all read). Reads only the synced `notifications` table,
 * so it works without push permission and offline; the installed app's badge follows the count.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { markAllRead, markRead, useNotifications, useUnreadCount } from '@/data/notifications';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Keeps the installed app's icon badge equal to the unread count (where the browser supports it). */
function useAppBadge(unread: number) {
  useEffect(() => {
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (unread > 0) void nav.setAppBadge?.(unread).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [unread]);
}

export default function NotificationBell() {
  const counted = useUnreadCount();
  const unread = counted ?? 0;
  const items = useNotifications();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  useAppBadge(unread);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    // The count sits outside the popover: Popover.Target gives its child aria-expanded, which only the button may carry.
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="brandRed.7" offset={4} aria-busy={counted === undefined || undefined}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="brand" size="lg" aria-label={label} title="Notifications" onClick={() => setOpened((o) => !o)}>
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label="Notifications" role="dialog">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Notifications</Text>
            <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => void markAllRead()}>Mark all read</Button>
          </Group>
          {items === undefined ? <Text size="sm">Loading notifications…</Text> : items.length === 0 ? (
            <Text size="sm" c="dimmed">No notifications yet. Grades, feedback, messages and reminders appear here.</Text>
          ) : (
            <ScrollArea.Autosize mah={380}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {items.map((n) => (
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
                        <Text size="sm" fw={n.readAt ? 400 : 700} lineClamp={2}>{n.title}</Text>
                        {!n.readAt && <Badge size="xs" color="blue">Unread</Badge>}
                      </Group>
                      {n.body && <Text size="xs" c="dimmed" lineClamp={2}>{n.body}</Text>}
                      <Text size="xs" c="dimmed">{when(n.createdAt)}</Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
