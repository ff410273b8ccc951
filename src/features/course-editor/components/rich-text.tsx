/**
 * A text lesson's rich-text editor (@mantine/tiptap, loaded only with the course editor): headings,
 * lists, links, code and code blocks, images (uploaded with tus, with alt text) and 'New section'
 * (a horizontal rule: the player shows each part between rules as a section, see
 * contract/lesson-sections.ts). Its HTML is sanitised by the server on publish and by the player
 * on render.
 */
import { useState } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/tiptap/styles.css';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ImageInsert } from './image-insert';

/** Edits `html`; `onChange` gets the new HTML on every edit. */
export default function RichText({ html, label, onChange }: { html: string; label: string; onChange: (html: string) => void }) {
  const [inserting, setInserting] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image.configure({ inline: false })],
    content: html,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <RichTextEditor editor={editor} labels={{ hrControlLabel: 'New section' }}>
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
          <RichTextEditor.Control aria-label="Insert image" title="Insert image" active={inserting} onClick={() => setInserting((open) => !open)}>
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
