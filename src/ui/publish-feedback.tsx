/**
 * What publishing says in every editor (the quiz, exercise and deck editors, the course outline):
 * the version that is now published, or why nothing was published. The editors' own questions (a
 * stale version, lessons with progress) are theirs.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import type { ReactNode } from 'react';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';

/** Version `version` is published; `children` says what that means for learners. */
export function PublishedAlert({ version, children }: { version: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('publish.published', { version })} role="status">
      {children}
    </Alert>
  );
}

/** Nothing was published: the server's refusal, or (with `problems`) what to fix first. */
export function NotPublishedAlert({ problems, children }: { problems?: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={problems ? t('publish.fixFirst') : t('publish.notPublished')} role="alert">
      {problems ? (
        <List size="sm">
          {problems.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      ) : (
        children
      )}
    </Alert>
  );
}
