// A long list of cards (a quiz of 100 questions) paints its first cards, then the rest right after
// that paint, saying so meanwhile (issue 20 item 6); a short list renders every card at once; a card
// of a long list still moves and is removed.
import { expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { FIRST_PAINT_CARDS, SortableCards } from '@/ui/sortable/sortable-cards';

const itemsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `q${i + 1}`, text: `Question text ${i + 1}` }));

function renderCards(count: number, onChange = vi.fn()) {
  const items = itemsOf(count);
  render(
    <MantineProvider>
      <SortableCards items={items} onChange={onChange} noun="question" label="Questions" title={(_, index) => `${index + 1}.`}>
        {(item) => <p>{item.text}</p>}
      </SortableCards>
    </MantineProvider>,
  );
  return { items, onChange };
}

const cards = () => within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');

test('a long list shows its first cards at once, then every card, without a click', async () => {
  const count = FIRST_PAINT_CARDS + 30;
  const { items, onChange } = renderCards(count);
  expect(cards()).toHaveLength(FIRST_PAINT_CARDS);
  expect(screen.getByText(`Question text ${FIRST_PAINT_CARDS}`)).toBeTruthy();
  expect(screen.getByLabelText('Loading the other 30 questions')).toBeTruthy();
  await waitFor(() => expect(cards()).toHaveLength(count));
  expect(screen.getByText(`Question text ${count}`)).toBeTruthy();
  expect(screen.queryByLabelText(/Loading the other/)).toBeNull();
  // The last card is one like the others: it is removed by its own button.
  await userEvent.click(screen.getByRole('button', { name: `Remove question ${count}` }));
  expect(onChange).toHaveBeenCalledWith(items.slice(0, -1));
});

test('a short list renders every card at once', () => {
  renderCards(FIRST_PAINT_CARDS);
  expect(cards()).toHaveLength(FIRST_PAINT_CARDS);
  expect(screen.queryByLabelText(/Loading the other/)).toBeNull();
});
