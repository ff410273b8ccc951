/** A Mantine anchor to `/start-exercise`, optionally to one exercise or one deck's study session. */
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Links to the practice screen with the given search. */
export function PracticeLink({ exercise, deck, children }: { exercise?: string; deck?: string; children: ReactNode }) {
  const search = { ...(exercise ? { exercise } : {}), ...(deck ? { deck } : {}) };
  return <Anchor renderRoot={(props) => <Link to="/start-exercise" search={search} {...props} />}>{children}</Anchor>;
}
