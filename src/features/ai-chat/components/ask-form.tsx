/** The question box (Input variant `chatAIInput`), disabled with a clear message once the day's credit is spent. */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_AI_CREDIT } from '@contract/ai-credit';
import { aiChatNs } from '../messages/en';

/** Props of {@link AskForm}. */
export interface AskFormProps {
  credit: number;
  onAsk: (question: string) => Promise<void>;
}

/** The form that asks the tutor. */
export function AskForm({ credit, onAsk }: AskFormProps) {
  const { t } = useTranslation(aiChatNs);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const spent = credit <= 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim() || spent || busy) return;
    setBusy(true);
    try {
      await onAsk(question);
      setQuestion('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('ask.form')}>
      {spent ? (
        <Text size="sm" c="red.8" mb="xs" role="status">
          {t('ask.spent', { credit: DAILY_AI_CREDIT })}
        </Text>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          variant="chatAIInput"
          label={t('ask.label')}
          placeholder={spent ? t('ask.noneLeft') : t('ask.placeholder')}
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          disabled={spent}
          maxLength={4000}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="brandPrimary" disabled={spent || !question.trim()} loading={busy}>
          {t('ask.send')}
        </Button>
      </Group>
    </form>
  );
}
