// Bad input to the import dialog (issue 50, item 5): a 50 MB paste or text file is refused in words
// before it reaches the box or the parser; the page keeps working (a good paste then reads), and
// nothing joins the deck.
import { expect, test } from 'vitest';
import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { EMPTY_DECK } from '@/features/authoring/deck/deck-content';
import { ImportNotes } from '@/features/authoring/deck/import-notes';
import { theme } from '@/app/theme/theme';

const HUGE = 'front\tback\n'.repeat(50 * 1024 * 1024 / 11);

test('a 50 MB paste and a 50 MB text file are refused in words; a good paste then imports', async () => {
  const imported: unknown[][] = [];
  render(
    <MantineProvider theme={theme}>
      <ImportNotes content={EMPTY_DECK} onImport={async (notes) => { imported.push(notes); return 'done'; }} />
    </MantineProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog');
  const box = within(dialog).getByRole('textbox', { name: "Or paste cards in Anki's text format" });

  const paste = createEvent.paste(box, { clipboardData: { getData: () => HUGE } });
  fireEvent(box, paste);
  expect(paste.defaultPrevented).toBe(true);
  expect(within(dialog).getByRole('alert').textContent).toBe(`The pasted text has ${HUGE.length.toLocaleString('en')} characters. At most 5,000,000 characters of text are read at once: split it into smaller parts. Nothing was read.`);
  expect((box as HTMLTextAreaElement).value).toBe('');

  const file = new File([HUGE], 'deck.txt', { type: 'text/plain' });
  await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/^This file is 50 MB of text\. At most 5,000,000 characters/));
  expect(within(dialog).getByRole('button', { name: /^Import \d/ }).hasAttribute('disabled')).toBe(true);

  fireEvent.change(box, { target: { value: 'Hund\tdog\nKatze\tcat' } });
  await within(dialog).findByText('2 cards ready, 0 with errors');
  expect(within(dialog).queryByRole('alert')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 cards' }));
  await waitFor(() => expect(imported.map((notes) => notes.length)).toEqual([2]));
});
