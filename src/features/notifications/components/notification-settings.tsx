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
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS } from '@contract/notifications';
import { saveNotificationSettings, useNotificationSettings, type NotificationSettings } from '@/data/notifications';
import { useSignedInUser } from '@/data/signed-in-user';
import { currentSubscription, pushSupported, turnOffPush, turnOnPush } from '../data/push-device';
import { notificationsNs } from '../messages/en';

// Chromium's list leaves out UTC itself (a device's zone when none is set): it comes first.
const ZONES = ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter((zone) => zone !== 'UTC')];

export function NotificationSettingsPanel() {
  const { t } = useTranslation(notificationsNs);
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
      setProblem(t('turnOnFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('intro')}
      </Text>
      <Group>
        <Button onClick={() => void togglePush()} loading={busy} disabled={!pushSupported() || pushOn === null} variant={pushOn ? 'default' : 'filled'}>
          {pushOn ? t('turnOff') : t('turnOn')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">{pushOn ? t('receives') : t('doesNotReceive')}</Text>
      </Group>
      {problem && <Alert color="red" role="alert">{problem}</Alert>}
      <Stack gap={6} role="group" aria-label={t('whatToNotify')}>
        {NOTIFICATION_KINDS.map((kind) => (
          <Switch key={kind} label={t(`kinds.${kind}`)} checked={!settings.disabledKinds.includes(kind)}
            onChange={(event) => save({ disabledKinds: event.currentTarget.checked ? settings.disabledKinds.filter((k) => k !== kind) : [...settings.disabledKinds, kind] })} />
        ))}
      </Stack>
      <Switch label={t('hideContent')} checked={settings.hideContent} onChange={(event) => save({ hideContent: event.currentTarget.checked })} />
      <Group align="end">
        <TextInput type="time" label={t('quietFrom')} value={settings.quietStart ?? ''} onChange={(e) => save({ quietStart: e.currentTarget.value || null, quietEnd: settings.quietEnd ?? '07:00' })} />
        <TextInput type="time" label={t('quietUntil')} value={settings.quietEnd ?? ''} onChange={(e) => save({ quietEnd: e.currentTarget.value || null })} />
        <TextInput type="time" label={t('reminderAt')} value={settings.reminderTime} onChange={(e) => e.currentTarget.value && save({ reminderTime: e.currentTarget.value })} />
      </Group>
      <NativeSelect label={t('timeZone')} data={ZONES.includes(settings.timeZone) ? ZONES : [settings.timeZone, ...ZONES]} value={settings.timeZone} onChange={(e) => save({ timeZone: e.currentTarget.value })} />
    </Stack>
  );
}
