/** The deck's settings: title, description, course. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { DeckContent } from '@contract/deck-authoring';
import { db } from '@/data/db';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

type Setter = <K extends keyof DeckContent>(field: K, value: DeckContent[K]) => void;

/** The settings form. */
export function DeckSettings({ content, set }: { content: DeckContent; set: Setter }) {
  const { t } = useTranslation(authoringNs);
  const courses = useLiveQuery(() => db.courses.orderBy('title').toArray(), []) ?? [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('shared.title')} required maxLength={200} value={content.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <NativeSelect
          label={t('shared.course')}
          description={t('deck.courseHelp')}
          value={content.courseId ?? ''}
          data={[{ value: '', label: t('shared.noCourse') }, ...courses.map((c) => ({ value: c.id, label: c.title }))]}
          onChange={(e) => set('courseId', e.currentTarget.value || null)}
        />
      </SimpleGrid>
      <Textarea label={t('shared.description')} rows={2} maxLength={10_000} value={content.description} onChange={(e) => set('description', e.currentTarget.value)} />
    </Stack>
  );
}
