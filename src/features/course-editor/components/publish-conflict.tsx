/** What a refused outline publish asks: the differences of a stale publish, or whether to delete lessons learners have progress on. */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/List.css';
import { useTranslation } from 'react-i18next';
import type { PublishConflict } from '@contract/course-editor';
import { courseEditorNs } from '../messages/en';

/** The stale publish's differences since this draft's base. */
export function StaleDifferences({ conflict, onReload }: { conflict: PublishConflict; onReload: () => void }) {
  const { t } = useTranslation(courseEditorNs);
  return (
    <Alert color="yellow" title={t('conflict.staleTitle')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('conflict.staleBody', { version: conflict.version })}</Text>
        {conflict.differences.length ? (
          <List size="sm">
            {conflict.differences.map((d) => (
              <List.Item key={`${d.kind}:${d.id}`}>{t('conflict.difference', { kind: t(`kinds.${d.kind}`), title: d.title, change: t(`changes.${d.change}`) })}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('conflict.unknown')}</Text>
        )}
        <Group>
          <Button size="xs" onClick={onReload}>{t('conflict.reload')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Asks before deleting lessons learners have progress on (their progress is kept for reports). */
export function ConfirmRemovals({ conflict, onConfirm, onCancel }: { conflict: PublishConflict | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(courseEditorNs);
  return (
    <Modal opened={conflict !== null} onClose={onCancel} title={t('conflict.removeTitle')} maw={500}>
      <Stack>
        <List size="sm">
          {conflict?.lessonsWithProgress.map((l) => (
            <List.Item key={l.id}>{t('conflict.lessonLearners', { title: l.title, count: l.learners })}</List.Item>
          ))}
        </List>
        <Text size="sm">{t('conflict.removeBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>{t('conflict.cancel')}</Button>
          <Button color="red" onClick={onConfirm}>{t('conflict.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
