/** The top of every authoring editor: the title, which version is published, whether a draft is held, and the offline and newer-draft notes. */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Text, Title } from '@mantine/core';
import type { Draft } from '@/data/drafts';

interface Props {
  title: string;
  published: { version: number } | null;
  draft: Draft;
  /** The published version could not be loaded (offline). */
  unreachable: boolean;
  /** What the offline note calls the published thing ('version', 'deck'). */
  publishedNoun?: string;
}

/** The heading, the status line and the notes above the editor's form. */
export function EditorHeader({ title, published, draft, unreachable, publishedNoun = 'version' }: Props) {
  return (
    <>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          {published ? `Published version ${published.version}` : 'Not published yet'}
          {' · '}
          <span role="status">{draft.savedOnDevice ? 'Draft saved on this device' : 'No unpublished changes'}</span>
        </Text>
      </div>
      {unreachable ? (
        <Alert color="yellow" title="Offline">
          The published {publishedNoun} could not be loaded; your draft on this device is shown, and publishing waits for a connection.
        </Alert>
      ) : null}
      {draft.serverNewer ? (
        <Alert color="blue" title="A newer draft from another device">
          Some fields were saved later on another device; their newer values are shown.
          <Button ml="sm" size="xs" variant="default" onClick={() => void draft.acceptServer()}>
            OK
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
