/** Admins: a room with a name, a description and members chosen from the organisation's people. */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePeople } from '../data/people';
import { createRoom } from '../data/rooms';
import { messagesNs } from '../messages/en';

/** The create-room form; `onCreated` receives the new room's id. */
export function CreateRoom({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation(messagesNs);
  const people = usePeople();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onCreated(await createRoom({ name: name.trim(), description: description.trim(), memberIds }));
    } catch {
      setError(t('createFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label={t('createRoom')}>
      <Stack gap="sm">
        <Title order={2} size="h4">{t('createRoom')}</Title>
        <TextInput label={t('roomName')} required maxLength={120} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput label={t('description')} maxLength={500} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        {people === undefined ? <Loader size="sm" aria-label={t('loadingPeople')} /> : null}
        {people === null ? <Text c="dimmed">{t('membersOffline')}</Text> : null}
        {people?.length ? (
          <Checkbox.Group label={t('members')} value={memberIds} onChange={setMemberIds}>
            <Group gap="sm" mt={4}>
              {people.map((p) => <Checkbox key={p.id} value={p.id} label={p.name ?? p.id} />)}
            </Group>
          </Checkbox.Group>
        ) : null}
        {error ? <Text c="red" role="alert">{error}</Text> : null}
        <Group><Button type="submit" variant="brandPrimary" loading={busy} disabled={!name.trim()}>{t('createRoomButton')}</Button></Group>
      </Stack>
    </Paper>
  );
}
