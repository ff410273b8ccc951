/** The message box: a chatInput field and Send; Enter sends. Works offline (the outbox keeps it). */
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messagesNs } from '../messages/en';

/** Calls `onSend` with the text, then clears the box. */
export function Composer({ onSend, disabled }: { onSend: (body: string) => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation(messagesNs);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onSend(body);
      setBody('');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          variant="chatInput"
          label={t('message')}
          placeholder={t('writeMessage')}
          value={body}
          maxLength={4000}
          onChange={(e) => setBody(e.currentTarget.value)}
          disabled={disabled}
          style={{ flex: 1 }}
          error={failed ? t('saveFailed') : undefined}
        />
        <Button type="submit" variant="brandPrimary" disabled={disabled || busy || !body.trim()}>{t('send')}</Button>
      </Group>
    </form>
  );
}
