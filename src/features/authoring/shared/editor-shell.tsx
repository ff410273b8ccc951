/**
 * The page the quiz, exercise and deck editors share (issue 47, item 4): header, the settings
 * section, the section of the kind's list (questions, items, cards) with its add and import actions,
 * what publishing says, and the footer with Publish. A kind gives its descriptor (`kind`, `list`:
 * the sections' ids) and its own parts; the shell owns the layout and the publish wiring.
 */
import '@mantine/core/styles/Paper.css';
import type { ComponentProps, ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { EditorFooter } from './editor-footer';
import { EditorHeader } from './editor-header';
import { PublishFeedback } from './publish-feedback';

/** A publish as the editors' hooks give it (use-publish-flow.ts). */
interface Publish<Server extends { version: number }> {
  state: ComponentProps<typeof PublishFeedback<Server>>['state'];
  reset: () => void;
  start: () => Promise<unknown>;
}

interface Props<Server extends { version: number }> {
  /** The kind and its list's name: the sections are labelled by `${kind}-settings-title` and `${kind}-${list}-title`. */
  kind: 'quiz' | 'exercise' | 'deck';
  list: 'questions' | 'items' | 'cards';
  header: ComponentProps<typeof EditorHeader>;
  settingsTitle: string;
  settings: ReactNode;
  listTitle: string;
  /** The list's add (and import) controls, beside its heading. */
  listActions: ReactNode;
  children: ReactNode;
  draft: ComponentProps<typeof EditorFooter>['draft'];
  publish: Publish<Server>;
  successText: string;
  diffs: ComponentProps<typeof PublishFeedback<Server>>['diffs'];
  keepMine: (server: Server) => Promise<void>;
  takeServer: (server: Server) => Promise<void>;
  /** More dialogs (the quiz's attempts choice) and footer buttons (its preview). */
  dialogs?: ReactNode;
  footer?: ReactNode;
}

/** One authoring editor's page, ready. */
export function EditorShell<Server extends { version: number }>(props: Props<Server>) {
  const { kind, list, publish, keepMine, takeServer } = props;
  return (
    <Stack gap="lg" maw={960} data-ready="true">
      <EditorHeader {...props.header} />
      <Paper withBorder p="md" component="section" aria-labelledby={`${kind}-settings-title`}>
        <Title order={2} size="h3" id={`${kind}-settings-title`} mb="sm">
          {props.settingsTitle}
        </Title>
        {props.settings}
      </Paper>
      <section aria-labelledby={`${kind}-${list}-title`}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id={`${kind}-${list}-title`}>
            {props.listTitle}
          </Title>
          {props.listActions}
        </Group>
        {props.children}
      </section>
      <PublishFeedback<Server>
        state={publish.state}
        successText={props.successText}
        diffs={props.diffs}
        onKeepMine={(server) => {
          // Closed first: a Publish clicked while the draft is rebased waits for it, and no later reset hides that publish.
          publish.reset();
          void keepMine(server);
        }}
        onTakeServer={(server) => void takeServer(server).then(publish.reset)}
        onClose={publish.reset}
      />
      {props.dialogs}
      <EditorFooter draft={props.draft} publishing={publish.state.step === 'working'} onPublish={() => void publish.start()}>
        {props.footer}
      </EditorFooter>
    </Stack>
  );
}
