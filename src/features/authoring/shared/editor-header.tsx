/** The top of every authoring editor: the title, which version is published, whether a draft is held, and the offline and newer-draft notes. */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@/data/drafts';
import { authoringNs } from '../messages/en';

interface Props {
  title: string;
  published: { version: number } | null;
  draft: Draft;
  /** The published version could not be loaded (offline). */
  unreachable: boolean;
  /** What the offline note calls the published thing ('version', 'deck'). */
  publishedNoun?: 'version' | 'deck';
}

/** The heading, the status line and the notes above the editor's form. */
export function EditorHeader({ title, published, draft, unreachable, publishedNoun = 'version' }: Props) {
  const { t } = useTranslation(authoringNs);
  return (
    <>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          {published ? t('shared.publishedVersion', { version: published.version }) : t('shared.notPublished')}
          {' · '}
          <span role="status">{draft.savedOnDevice ? t('shared.draftSaved') : t('shared.noChanges')}</span>
        </Text>
      </div>
      {unreachable ? (
        <Alert color="yellow" title={t('shared.offline')}>
          {publishedNoun === 'deck' ? t('shared.offlineDeck') : t('shared.offlineVersion')}
        </Alert>
      ) : null}
      {draft.serverNewer ? (
        <Alert color="blue" title={t('shared.newerTitle')}>
          {t('shared.newerBody')}
          <Button ml="sm" size="xs" variant="default" onClick={() => void draft.acceptServer()}>
            {t('shared.ok')}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
