/**
 * A text lesson's rich-text editor (@mantine/tiptap, loaded only with the course editor): headings,
 * lists, links, code and code blocks, images (uploaded with tus, with alt text) and 'New section'
 * (a horizontal rule: the player shows each part between rules as a section, see
 * contract/lesson-sections.ts). A lesson stored as Markdown opens as the formatted text the player
 * shows (src/ui/lesson-markdown.ts) and is saved as HTML. Its HTML is sanitised by the server on
 * publish and by the player on render.
 */
import { useState } from 'react';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/tiptap/styles.css';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { lessonEditorHtml } from '@/ui/lesson-markdown';
import { ImageInsert } from './image-insert';
import { lessonExtensions } from './lesson-extensions';
import { courseEditorNs } from '../messages/en';

/** Edits `content` (HTML, or Markdown of `sections` sections); `onChange` gets the new HTML on every edit. */
export default function RichText({ content, sections, label, onChange }: { content: string; sections: number; label: string; onChange: (html: string) => void }) {
  const { t } = useTranslation(courseEditorNs);
  const [inserting, setInserting] = useState(false);
  // The editor reads its content once, when it is created.
  const [initial] = useState(() => lessonEditorHtml(content, sections));
  const editor = useEditor({
    extensions: lessonExtensions,
    content: initial,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  // The toolbar's controls in the language shown (the rule control is 'New section').
  const labels = {
    hrControlLabel: t('richText.newSection'),
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    codeControlLabel: t('richText.code'),
    h2ControlLabel: t('richText.heading2'),
    h3ControlLabel: t('richText.heading3'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    codeBlockControlLabel: t('richText.codeBlock'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    linkEditorInputLabel: t('richText.linkUrl'),
    linkEditorExternalLink: t('richText.linkNewTab'),
    linkEditorInternalLink: t('richText.linkSameTab'),
    linkEditorSave: t('richText.linkSave'),
  };
  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <RichTextEditor.Control aria-label={t('richText.insertImage')} title={t('richText.insertImage')} active={inserting} onClick={() => setInserting((open) => !open)}>
            <IconPhoto size={16} stroke={1.5} />
          </RichTextEditor.Control>
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      {inserting && (
        <ImageInsert
          onClose={() => setInserting(false)}
          onInsert={(image) => {
            editor?.chain().focus().setImage(image).run();
            setInserting(false);
          }}
        />
      )}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
