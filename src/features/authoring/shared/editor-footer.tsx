/** The foot of every authoring editor: Discard draft on the left; the editor's own buttons (Preview) and Publish on the right. */
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@/data/drafts';
import { authoringNs } from '../messages/en';

interface Props {
  draft: Draft;
  publishing: boolean;
  onPublish: () => void;
  /** Buttons shown before Publish. */
  children?: ReactNode;
}

/** Discard draft (after a confirmation) and Publish. */
export function EditorFooter({ draft, publishing, onPublish, children }: Props) {
  const { t } = useTranslation(authoringNs);
  return (
    <Group justify="space-between">
      <Button variant="subtle" color="red" disabled={!draft.savedOnDevice} onClick={() => window.confirm(t('shared.discardConfirm')) && void draft.discard()}>
        {t('shared.discardDraft')}
      </Button>
      <Group>
        {children}
        <Button onClick={onPublish} loading={publishing}>
          {t('shared.publish')}
        </Button>
      </Group>
    </Group>
  );
}
