/** The foot of every authoring editor: Discard draft on the left; the editor's own buttons (Preview) and Publish on the right. */
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { Draft } from '@/data/drafts';

interface Props {
  draft: Draft;
  publishing: boolean;
  onPublish: () => void;
  /** Buttons shown before Publish. */
  children?: ReactNode;
}

/** Discard draft (after a confirmation) and Publish. */
export function EditorFooter({ draft, publishing, onPublish, children }: Props) {
  return (
    <Group justify="space-between">
      <Button variant="subtle" color="red" disabled={!draft.savedOnDevice} onClick={() => window.confirm('Discard this draft? Your unpublished changes will be lost.') && void draft.discard()}>
        Discard draft
      </Button>
      <Group>
        {children}
        <Button onClick={onPublish} loading={publishing}>
          Publish
        </Button>
      </Group>
    </Group>
  );
}
