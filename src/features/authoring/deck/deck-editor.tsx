/**
 * The flashcard deck editor (issue 18, item 6): every edit is saved on the device as it is typed (the
 * `deck` draft, synced to the organisation's staff) over the published version it started from;
 * cards are notes (front and back, optionally reversed, or cloze) with tags; import from Anki and
 * export for it; publish makes the next version online. Used by /create-flashcards (a new id) and
 * /flashcards/$flashCardsId.
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useEffect, useRef } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import type { PublishDeckResponse } from '@contract/deck-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { fetchDeckVersion } from './deck-api';
import { deckContentOf, deckDifferences, EMPTY_DECK, newNote } from './deck-content';
import { DeckSettings } from './deck-settings';
import { mergeImported } from './import/merge';
import { ImportNotes } from './import-notes';
import { NoteList } from './note-list';
import { useDeckPublish } from './use-deck-publish';
import { EditorLoading } from '../shared/editor-loading';
import { EditorShell } from '../shared/editor-shell';
import { useAuthoringBase } from '../shared/use-authoring-base';

/** The editor of deck `deckId`. */
export function DeckEditor({ deckId }: { deckId: string }) {
  const { t } = useTranslation(authoringNs);
  /** What a published deck means for learners. */
  const publishedText = ({ cards, added, removed }: PublishDeckResponse) => t('deck.publishedText', { cards, added, removed });
  const { base, published, draft, content, baseVersion, ready, set, afterPublish, takeServer, keepMine } = useAuthoringBase({
    kind: 'deck', id: deckId, fetchVersion: fetchDeckVersion, contentOf: deckContentOf, empty: EMPTY_DECK,
  });
  const publish = useDeckPublish(deckId, draft, baseVersion, content, (version) => afterPublish(version, content.title));
  // An import may wait on image uploads: it merges into the notes as they are then, not as they were when it began.
  const latest = useRef(content);
  useEffect(() => {
    latest.current = content;
  }, [content]);

  if (!ready) return <EditorLoading label={t('deck.loading')} />;

  return (
    <EditorShell
      kind="deck"
      list="cards"
      header={{ title: content.title.trim() || (published ? t('deck.edit') : t('deck.new')), published, draft, unreachable: base.state === 'unreachable', publishedNoun: 'deck' }}
      settingsTitle={t('deck.heading')}
      settings={<DeckSettings content={content} set={set} />}
      listTitle={t('deck.cardsCount', { n: content.notes.length })}
      listActions={
        <Group>
          <ImportNotes
            content={content}
            onImport={async (imported) => {
              const merged = await mergeImported(deckId, latest.current.notes, imported);
              set('notes', merged.notes);
              return t('deck.imported', { added: merged.added, updated: merged.updated });
            }}
          />
          <Menu>
            <Menu.Target>
              <Button variant="default">{t('deck.addCard')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => set('notes', [...content.notes, newNote('basic')])}>{t('deck.frontAndBack')}</Menu.Item>
              <Menu.Item onClick={() => set('notes', [...content.notes, newNote('cloze')])}>{t('deck.cloze')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      }
      draft={draft}
      publish={publish}
      successText={publish.state.step === 'published' ? publishedText(publish.state.result) : ''}
      diffs={publish.state.step === 'stale' ? deckDifferences(content, publish.state.server.content) : []}
      keepMine={keepMine}
      takeServer={takeServer}
    >
      <NoteList notes={content.notes} onChange={(notes) => set('notes', notes)} />
    </EditorShell>
  );
}
