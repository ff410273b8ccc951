/**
 * `/edit-course/{course}` (issue 19): the course's title, description, language and cover, and its outline,
 * edited in the course detail store (store/outline.store.ts). Every edit is kept as the course's
 * draft on this device (and synced: `useDraft('course', …)`), so a reload or going offline loses
 * nothing; Publish (online) makes the outline what learners pull, or shows why it was refused.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JsonValue } from '@contract/drafts';
import type { EditorOutline, PublishConflict } from '@contract/course-editor';
import { useDraft } from '@/data/drafts';
import { useIsOnline } from '@/ui/use-online';
import { DelayedLoader } from '@/ui/delayed-loader';
import { PublishedAlert } from '@/ui/publish-feedback';
import { loadOutline, publishOutline } from '../data/editor-api';
import { initialOutline, outlineReducer, parseOutlineState, toPublishBody, type OutlineAction } from '../store/outline.store';
import { LanguageField } from './language-field';
import { OutlineEditor } from './outline-editor';
import { ConfirmRemovals, StaleDifferences } from './publish-conflict';
import { UploadCourse, UploadField } from './upload-field';
import { courseEditorNs } from '../messages/en';

/** The server's outline, or why it could not be loaded (null: no reason given). */
type Fetched = { outline: EditorOutline } | { error: string | null } | null;

/** The editor of `courseId`. */
export function CourseEditorScreen({ courseId }: { courseId: string }) {
  const [state, dispatch] = useReducer(outlineReducer, initialOutline);
  const { t } = useTranslation(courseEditorNs);
  const draft = useDraft('course', courseId);
  const online = useIsOnline();
  const [fetched, setFetched] = useState<Fetched>(null);
  const initialised = useRef(false);
  const [stale, setStale] = useState<PublishConflict | null>(null);
  const [asking, setAsking] = useState<PublishConflict | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<number | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    let live = true;
    loadOutline(courseId).then(
      (outline) => live && setFetched({ outline }),
      (error: unknown) => live && setFetched({ error: error instanceof Error ? error.message : null }),
    );
    return () => {
      live = false;
      dispatch({ type: 'clear' });
    };
  }, [courseId]);

  // Once the draft and the server's outline are read: the draft wins (it holds unpublished edits).
  useEffect(() => {
    if (initialised.current || !draft.loaded || fetched === null) return;
    initialised.current = true;
    const saved = parseOutlineState(draft.fields['outline']);
    if (saved && saved.courseId === courseId) dispatch({ type: 'restored', state: saved });
    else if ('outline' in fetched) dispatch({ type: 'loaded', outline: fetched.outline });
  }, [draft.loaded, draft.fields, fetched, courseId]);

  const { saveField } = draft;
  useEffect(() => {
    if (!dirty.current) return;
    void saveField('outline', JSON.parse(JSON.stringify(state)) as JsonValue);
  }, [state, saveField]);

  const edit = (action: OutlineAction) => {
    dirty.current = true;
    setPublished(null);
    dispatch(action);
  };

  const publish = async (confirmed: string[] = []) => {
    const body = toPublishBody(state, confirmed);
    if (!body) return;
    setPublishing(true);
    setAsking(null);
    try {
      const result = await publishOutline(courseId, body);
      if (result.ok) {
        dirty.current = false;
        dispatch({ type: 'published', version: result.version });
        await draft.discard();
        setPublished(result.version);
      } else if (result.conflict.reason === 'stale') setStale(result.conflict);
      else setAsking(result.conflict);
    } finally {
      setPublishing(false);
    }
  };

  const reloadLatest = async () => {
    await draft.discard();
    setStale(null);
    dirty.current = false;
    const outline = await loadOutline(courseId);
    dispatch({ type: 'loaded', outline });
  };

  const ready = state.courseId !== null || (fetched !== null && 'error' in fetched && draft.loaded);
  if (!ready) return <Box m="xl"><DelayedLoader label={t('screen.loading')} /></Box>;
  if (!state.details) {
    return (
      <Stack p="md" maw={960} data-ready="true">
        <Title order={1} size="h2">{t('screen.title')}</Title>
        <Alert color="red" title={t('screen.cannotOpen')} role="alert">
          {fetched && 'error' in fetched ? (fetched.error ?? t('screen.loadFailed')) : t('screen.noOutline')} {online ? '' : t('screen.offlineCannotOpen')}
        </Alert>
      </Stack>
    );
  }
  const details = state.details;
  return (
    <UploadCourse value={courseId}>
      <Stack p="md" maw={960} data-ready="true">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">{t('screen.title')}</Title>
          <Group gap="sm">
            {draft.savedOnDevice && <Text size="sm" c="gray.7" aria-live="polite">{t('screen.draftSaved')}</Text>}
            <Button onClick={() => void publish()} loading={publishing} disabled={!online || publishing}>
              {t('screen.publish')}
            </Button>
          </Group>
        </Group>
        {!online && <Text size="sm" c="gray.7">{t('screen.offlineEditing')}</Text>}
        {published !== null && <PublishedAlert version={published}>{t('screen.published')}</PublishedAlert>}
        {stale && <StaleDifferences conflict={stale} onReload={() => void reloadLatest()} />}
        <ConfirmRemovals conflict={asking} onCancel={() => setAsking(null)} onConfirm={() => void publish(asking?.lessonsWithProgress.map((l) => l.id) ?? [])} />
        <TextInput label={t('screen.courseTitle')} value={details.title} onChange={(e) => edit({ type: 'detailsEdited', patch: { title: e.currentTarget.value } })} />
        <Textarea label={t('screen.description')} autosize minRows={3} value={details.description} onChange={(e) => edit({ type: 'detailsEdited', patch: { description: e.currentTarget.value } })} />
        <LanguageField value={details.language ?? null} onChange={(language) => edit({ type: 'detailsEdited', patch: { language } })} />
        <UploadField label={t('screen.cover')} accept="image/png,image/jpeg,image/webp,image/gif" value={details.imageUrl} onUploaded={(imageUrl) => edit({ type: 'detailsEdited', patch: { imageUrl } })} />
        <OutlineEditor state={state} dispatch={edit} />
      </Stack>
    </UploadCourse>
  );
}
