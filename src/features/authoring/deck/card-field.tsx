/**
 * A card's front or back: text with a little formatting. Bold and Italic (buttons, or Ctrl/⌘+B and
 * Ctrl/⌘+I) wrap the selected text in `<b>` or `<i>`; the field holds that small HTML set, which the
 * server and the learner's device sanitise.
 */
import { useRef, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { DECK_LIMITS } from '@contract/deck-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

const MARKS = { bold: 'b', italic: 'i' } as const;

interface Props {
  label: string;
  value: string;
  onChange: (next: string) => void;
  description?: string;
}

/** The field with its Bold and Italic buttons. */
export function CardField({ label, value, onChange, description }: Props) {
  const { t } = useTranslation(authoringNs);
  const ref = useRef<HTMLTextAreaElement>(null);
  const wrap = (mark: keyof typeof MARKS) => {
    const area = ref.current;
    if (!area) return;
    const tag = MARKS[mark];
    const { selectionStart: start, selectionEnd: end } = area;
    onChange(`${value.slice(0, start)}<${tag}>${value.slice(start, end)}</${tag}>${value.slice(end)}`);
    // The caret goes after the wrapped text once React has written the new value.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(end + tag.length + 2, end + tag.length + 2);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const mark = event.key.toLowerCase() === 'b' ? 'bold' : event.key.toLowerCase() === 'i' ? 'italic' : null;
    if (!mark) return;
    event.preventDefault();
    wrap(mark);
  };
  return (
    <Stack gap={4}>
      <Textarea ref={ref} label={label} description={description} autosize minRows={2} maxRows={8} maxLength={DECK_LIMITS.text} value={value}
        onChange={(e) => onChange(e.currentTarget.value)} onKeyDown={onKeyDown} />
      <Group gap="xs">
        <Button variant="default" size="compact-sm" onClick={() => wrap('bold')} aria-label={t('deck.bold', { label })} fw={700}>
          B
        </Button>
        <Button variant="default" size="compact-sm" onClick={() => wrap('italic')} aria-label={t('deck.italic', { label })} fs="italic">
          I
        </Button>
      </Group>
    </Stack>
  );
}
