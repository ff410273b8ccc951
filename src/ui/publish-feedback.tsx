/**
 * What publishing says in every editor (the quiz, exercise and deck editors, the course outline):
 * the version that is now published, or why nothing was published. The editors' own questions (a
 * stale version, lessons with progress) are theirs.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import type { ReactNode } from 'react';
import { Alert, List } from '@mantine/core';

/** Version `version` is published; `children` says what that means for learners. */
export function PublishedAlert({ version, children }: { version: number; children: ReactNode }) {
  return (
    <Alert color="green" title={`Version ${version} published`} role="status">
      {children}
    </Alert>
  );
}

/** Nothing was published: the server's refusal, or (with `problems`) what to fix first. */
export function NotPublishedAlert({ problems, children }: { problems?: readonly string[]; children?: ReactNode }) {
  return (
    <Alert color="red" title={problems ? 'Not published: fix these first' : 'Not published'} role="alert">
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
