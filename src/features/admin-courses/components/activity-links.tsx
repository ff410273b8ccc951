/** Links from the activity lists to the editors (built by the authoring issue) and their create screens. */
import { Anchor, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ActivityKind } from '../data/activities';

/** The title of an activity, linking to its editor. */
export function EditorLink({ kind, id, title }: { kind: ActivityKind; id: string; title: string }) {
  if (kind === 'quizzes') return <Anchor renderRoot={(props) => <Link {...props} to="/quizess/$quizId" params={{ quizId: id }} />}>{title}</Anchor>;
  if (kind === 'exercises') return <Anchor renderRoot={(props) => <Link {...props} to="/exercises/$exerciseId" params={{ exerciseId: id }} />}>{title}</Anchor>;
  return <Anchor renderRoot={(props) => <Link {...props} to="/flashcards/$flashCardsId" params={{ flashCardsId: id }} />}>{title}</Anchor>;
}

const create = { quizzes: ['/create-quiz', 'Create quiz'], exercises: ['/create-exercise', 'Create exercise'], decks: ['/create-flashcards', 'Create flashcards'] } as const;

/** The 'Create …' link of a list. */
export function CreateLink({ kind }: { kind: ActivityKind }) {
  const [to, label] = create[kind];
  return (
    <Button component={Link} to={to} variant="brandPrimary" w="fit-content">
      {label}
    </Button>
  );
}
