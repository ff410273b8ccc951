/** What a refused publish shows: the differences of a stale publish, or the lessons learners have progress on (asked first). */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/List.css';
import type { PublishConflict } from '@contract/course-editor';

const changeWords = { added: 'added', removed: 'removed', changed: 'changed', moved: 'moved' } as const;

/** The stale publish's differences since this draft's base. */
export function StaleDifferences({ conflict, onReload }: { conflict: PublishConflict; onReload: () => void }) {
  return (
    <Alert color="yellow" title="Someone published this course after you started" role="alert">
      <Stack gap="xs">
        <Text size="sm">Your changes were not published. Since your version, these changed (now version {conflict.version}):</Text>
        {conflict.differences.length ? (
          <List size="sm">
            {conflict.differences.map((d) => (
              <List.Item key={`${d.kind}:${d.id}`}>{`The ${d.kind} '${d.title}' was ${changeWords[d.change]}.`}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">The details of the changes are not known.</Text>
        )}
        <Group>
          <Button size="xs" onClick={onReload}>Discard my draft and load the latest outline</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Asks before deleting lessons learners have progress on (their progress is kept for reports). */
export function ConfirmRemovals({ conflict, onConfirm, onCancel }: { conflict: PublishConflict | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal opened={conflict !== null} onClose={onCancel} title="Delete lessons learners have started?" maw={500}>
      <Stack>
        <List size="sm">
          {conflict?.lessonsWithProgress.map((l) => (
            <List.Item key={l.id}>{`${l.title}: ${l.learners} ${l.learners === 1 ? 'learner' : 'learners'}`}</List.Item>
          ))}
        </List>
        <Text size="sm">Their progress stays in reports; learners will no longer see these lessons.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button color="red" onClick={onConfirm}>Delete and publish</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
