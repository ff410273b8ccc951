/** A quiz's submitted attempts, newest first: date, score and pass, each linking to its result. */
import { Anchor, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@/ui/date';
import type { SubmittedAttempt } from '../data/results';

/** What one attempt's line says. */
export function attemptSummary(attempt: SubmittedAttempt): string {
  const day = formatLongDate(new Date(attempt.submittedAt));
  const r = attempt.result;
  if (!r) return `${day}: waiting to be graded`;
  return `${day}: ${r.score} of ${r.total} (${r.percent}%), ${r.passed ? 'passed' : 'not passed'}`;
}

/** The attempts as a list of links to their results. */
export function AttemptList({ attempts, label }: { attempts: SubmittedAttempt[]; label: string }) {
  return (
    <List size="sm" spacing={4} aria-label={label}>
      {attempts.map((attempt) => (
        <List.Item key={attempt.id}>
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/quiz-result" search={{ attempt: attempt.id }} />}>
            {attemptSummary(attempt)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The line under a quiz: attempts count and best score. */
export function HistoryLine({ count, bestPercent }: { count: number; bestPercent: number | null }) {
  return (
    <Text size="sm">
      {count === 1 ? '1 attempt' : `${count} attempts`}
      {bestPercent !== null ? ` · best ${bestPercent}%` : ''}
    </Text>
  );
}
