/** The question box (Input variant `chatAIInput`), disabled with a clear message once the day's credit is spent. */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DAILY_AI_CREDIT } from '@contract/ai-credit';

/** Props of {@link AskForm}. */
export interface AskFormProps {
  credit: number;
  onAsk: (question: string) => Promise<void>;
}

/** The form that asks the tutor. */
export function AskForm({ credit, onAsk }: AskFormProps) {
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
    <form onSubmit={(event) => void submit(event)} aria-label="Ask the tutor">
      {spent ? (
        <Text size="sm" c="red.8" mb="xs" role="status">
          You have used today's {DAILY_AI_CREDIT} questions. You can ask again tomorrow.
        </Text>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          variant="chatAIInput"
          label="Your question"
          placeholder={spent ? 'No questions left today' : 'Ask about your courses'}
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          disabled={spent}
          maxLength={4000}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="brandPrimary" disabled={spent || !question.trim()} loading={busy}>
          Send
        </Button>
      </Group>
    </form>
  );
}
