/**
 * The "Notifications" section of /profile-pages (issue 53): turn push on for this device (permission
 * is asked only then), which kinds to get, quiet hours, the flashcards reminder time, the time zone,
 * and whether the lock screen shows content. Settings are synced; push is per device.
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NOTIFICATION_KINDS, type NotificationKind } from '@contract/notifications';
import { saveNotificationSettings, useNotificationSettings, type NotificationSettings } from '@/data/notifications';
import { useSignedInUser } from '@/data/signed-in-user';
import { currentSubscription, pushSupported, turnOffPush, turnOnPush } from '../data/push-device';

const KIND_LABELS: Record<NotificationKind, string> = {
  graded: 'A quiz or exercise is graded', feedback: 'Feedback from a teacher', message: 'New messages in conversations',
  mention: 'Mentions in rooms', enrolment: 'Enrolment decisions', deadline: 'Quiz deadlines (24 hours and 1 hour ahead)',
  flashcards: 'Daily flashcards reminder (only when cards are due)', learnerRequest: "Learners' requests (staff)",
  batchDigest: 'Daily digest of batches falling behind (teachers)', announcement: 'Announcements',
};
// Chromium's list leaves out UTC itself (a device's zone when none is set): it comes first.
const ZONES = ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter((zone) => zone !== 'UTC')];

export function NotificationSettingsPanel() {
  const user = useSignedInUser();
  const settings = useNotificationSettings(user?.user.id ?? '');
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void currentSubscription().then((s) => setPushOn(s !== null), () => setPushOn(false));
  }, []);
  if (!user) return null;
  const save = (change: Partial<NotificationSettings>) => void saveNotificationSettings(user.user.id, { ...settings, ...change });
  const togglePush = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (pushOn) {
        await turnOffPush();
        setPushOn(false);
      } else {
        const reason = await turnOnPush();
        setProblem(reason);
        setPushOn(reason === null);
      }
    } catch {
      setProblem('Notifications could not be turned on. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Everything below also appears in the bell at the top of the app, on all your devices. Push notifications reach this device even when the app is closed.
      </Text>
      <Group>
        <Button onClick={() => void togglePush()} loading={busy} disabled={!pushSupported() || pushOn === null} variant={pushOn ? 'default' : 'filled'}>
          {pushOn ? 'Turn off notifications on this device' : 'Turn on notifications on this device'}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">{pushOn ? 'This device receives push notifications.' : 'This device does not receive push notifications.'}</Text>
      </Group>
      {problem && <Alert color="red" role="alert">{problem}</Alert>}
      <Stack gap={6} role="group" aria-label="What to notify">
        {NOTIFICATION_KINDS.map((kind) => (
          <Switch key={kind} label={KIND_LABELS[kind]} checked={!settings.disabledKinds.includes(kind)}
            onChange={(event) => save({ disabledKinds: event.currentTarget.checked ? settings.disabledKinds.filter((k) => k !== kind) : [...settings.disabledKinds, kind] })} />
        ))}
      </Stack>
      <Switch label="Hide the content on the lock screen" checked={settings.hideContent} onChange={(event) => save({ hideContent: event.currentTarget.checked })} />
      <Group align="end">
        <TextInput type="time" label="Quiet hours from" value={settings.quietStart ?? ''} onChange={(e) => save({ quietStart: e.currentTarget.value || null, quietEnd: settings.quietEnd ?? '07:00' })} />
        <TextInput type="time" label="Quiet hours until" value={settings.quietEnd ?? ''} onChange={(e) => save({ quietEnd: e.currentTarget.value || null })} />
        <TextInput type="time" label="Flashcards reminder at" value={settings.reminderTime} onChange={(e) => e.currentTarget.value && save({ reminderTime: e.currentTarget.value })} />
      </Group>
      <NativeSelect label="Time zone" data={ZONES.includes(settings.timeZone) ? ZONES : [settings.timeZone, ...ZONES]} value={settings.timeZone} onChange={(e) => save({ timeZone: e.currentTarget.value })} />
    </Stack>
  );
}
