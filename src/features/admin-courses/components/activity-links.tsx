/** Links from the activity lists to the editors (built by the authoring issue) and their create screens. */
import { Anchor, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityKind } from '../data/activities';
import { adminCoursesNs } from '../messages/en';

/** The title of an activity, linking to its editor. */
export function EditorLink({ kind, id, title }: { kind: ActivityKind; id: string; title: string }) {
  if (kind === 'quizzes') return <Anchor renderRoot={(props) => <Link {...props} to="/quizess/$quizId" params={{ quizId: id }} />}>{title}</Anchor>;
  if (kind === 'exercises') return <Anchor renderRoot={(props) => <Link {...props} to="/exercises/$exerciseId" params={{ exerciseId: id }} />}>{title}</Anchor>;
  return <Anchor renderRoot={(props) => <Link {...props} to="/flashcards/$flashCardsId" params={{ flashCardsId: id }} />}>{title}</Anchor>;
}

const create = { quizzes: '/create-quiz', exercises: '/create-exercise', decks: '/create-flashcards' } as const;

/** The 'Create …' link of a list. */
export function CreateLink({ kind }: { kind: ActivityKind }) {
  const { t } = useTranslation(adminCoursesNs);
  return (
    <Button component={Link} to={create[kind]} variant="brandPrimary" w="fit-content">
      {t(`activities.${kind}.create`)}
    </Button>
  );
}
