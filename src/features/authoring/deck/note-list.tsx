/** The notes of a deck, 25 to a page (a deck imported from Anki can hold thousands), each with its editor and Remove. */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pagination.css';
import { useState } from 'react';
import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { DeckNote } from '@contract/deck-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { NoteEditor } from './note-editor';

/** Notes shown on one page. */
export const NOTES_PER_PAGE = 25;

/** The paged list of notes; `page` follows the last page when a note is added. */
export function NoteList({ notes, onChange }: { notes: DeckNote[]; onChange: (next: DeckNote[]) => void }) {
  const { t } = useTranslation(authoringNs);
  const pages = Math.max(1, Math.ceil(notes.length / NOTES_PER_PAGE));
  const [chosen, setPage] = useState(1);
  const page = Math.min(chosen, pages);
  if (!notes.length) return <Text c="dimmed">{t('deck.none')}</Text>;
  const first = (page - 1) * NOTES_PER_PAGE;
  return (
    <Stack gap="md">
      <Stack component="ol" gap="md" p={0} m={0} aria-label={t('deck.cards')}>
        {notes.slice(first, first + NOTES_PER_PAGE).map((note, offset) => {
          const number = first + offset + 1;
          return (
            <Paper key={note.id} withBorder p="md" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{t('deck.card', { number })}</Text>
                <Button variant="subtle" color="red" size="xs" onClick={() => onChange(notes.filter((n) => n.id !== note.id))} aria-label={t('deck.removeCard', { number })}>
                  {t('shared.remove')}
                </Button>
              </Group>
              <NoteEditor note={note} number={number} onChange={(next) => onChange(notes.map((n) => (n.id === next.id ? next : n)))} />
            </Paper>
          );
        })}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': t(`pageControls.${control}`) })} getItemProps={(p) => ({ 'aria-label': t('deck.page', { page: p }) })} /> : null}
    </Stack>
  );
}
