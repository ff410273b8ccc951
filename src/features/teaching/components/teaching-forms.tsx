/**
 * The teacher's two writes on a learner's record (issue 16, item 4): feedback on an attempt and an
 * extension of a quiz. Both are queued in the outbox (they work offline); the row shows at once.
 */
import { Button, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSION_MAX_EXTRA_ATTEMPTS, FEEDBACK_MAX_LENGTH } from '@contract/teaching';
import { useSignedInUser } from '@/data/signed-in-user';
import { giveFeedback, grantExtension, type Author } from '../data/teaching-writes';
import { teachingNs } from '../messages/en';

function useAuthor(): Author | null {
  const stored = useSignedInUser();
  return stored ? { id: stored.user.id, name: stored.user.displayName } : null;
}

/** Feedback text on one attempt. */
export function FeedbackForm({ attempt }: { attempt: { id: string; quizId: string; userId: string } }) {
  const author = useAuthor();
  const { t } = useTranslation(teachingNs);
  const [text, setText] = useState('');
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!author || text.trim() === '') return;
    await giveFeedback(attempt, text, author);
    setText('');
    setSaved(true);
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="xs">
        <Textarea
          label={t('forms.feedbackLabel')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setSaved(false);
          }}
          maxLength={FEEDBACK_MAX_LENGTH}
          rows={3}
        />
        <Group>
          <Button type="submit" size="xs" disabled={text.trim() === '' || !author}>
            {t('forms.sendFeedback')}
          </Button>
          {saved && (
            <Text size="sm" role="status">
              {t('forms.feedbackSaved')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** A later due date (local date and time) and/or more attempts for one learner on one quiz. */
export function ExtensionForm({ quiz, userId }: { quiz: { id: string; name: string; dueAt: string | null }; userId: string }) {
  const author = useAuthor();
  const { t } = useTranslation(teachingNs);
  const [dueAt, setDueAt] = useState('');
  const [extra, setExtra] = useState<number>(0);
  const [saved, setSaved] = useState(false);
  const due = dueAt ? new Date(dueAt) : null;
  const dueError = due && quiz.dueAt && due.getTime() <= Date.parse(quiz.dueAt) ? t('forms.dueTooEarly') : null;
  const valid = (due !== null || extra > 0) && !dueError && !!author;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !author) return;
    await grantExtension({ quizId: quiz.id, userId, dueAt: due ? due.toISOString() : null, extraAttempts: extra }, author);
    setDueAt('');
    setExtra(0);
    setSaved(true);
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('forms.extensionFor', { name: quiz.name })}>
      <Group align="end" gap="sm">
        <TextInput
          type="datetime-local"
          label={t('forms.newDueDate')}
          value={dueAt}
          onChange={(event) => setDueAt(event.currentTarget.value)}
          error={dueError}
        />
        <NumberInput label={t('forms.extraAttempts')} min={0} max={EXTENSION_MAX_EXTRA_ATTEMPTS} value={extra} onChange={(value) => setExtra(typeof value === 'number' ? value : 0)} w={140} />
        <Button type="submit" size="sm" variant="light" disabled={!valid}>
          {t('forms.grant')}
        </Button>
      </Group>
      {saved && (
        <Text size="sm" role="status" mt={4}>
          {t('forms.extensionSaved')}
        </Text>
      )}
    </form>
  );
}
