// Issue 52: the shared screens and components (src/ui, the /404 page, the route fallbacks) speak
// the chosen language, from the shell's catalogue: shown in Hindi, switched while on screen.
import { afterEach, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { applyLanguage } from '@/i18n/i18n';
import { ChunkFailed } from '@/app/route-fallbacks';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { SortableCards } from '@/ui/sortable/sortable-cards';
import { renderApp } from '../support/render-app';

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

interface Item {
  id: string;
  name: string;
}
const columns: ColumnDef<Item, never>[] = [{ accessorKey: 'name', header: 'Name' }];
const items: Item[] = Array.from({ length: 12 }, (_, i) => ({ id: `${i + 1}`, name: `Item ${i + 1}` }));

test('the 404 page is in Hindi for a device that chose it', async () => {
  await act(() => applyLanguage('hi'));
  renderApp('/404', 'signed out');
  expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeTruthy();
  expect(screen.getByText('इस पते पर कोई पेज नहीं है, या यह आपके खाते के लिए खुला नहीं है।')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toBeTruthy();
});

test('the data table and a failed screen switch to Hindi while on screen', async () => {
  render(
    <MantineProvider>
      <DataTable caption="Items" rows={items} columns={columns} rowKey={(row) => row.id} empty="None" pageSize={5} csv={{ fileName: 'items.csv' }} />
      <ChunkFailed />
    </MantineProvider>,
  );
  expect(screen.getByText('12 rows')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByText('12 पंक्तियाँ')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'अगला पेज' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'CSV निर्यात करें' })).toBeTruthy();
  expect(screen.getByText('यह स्क्रीन लोड नहीं हुई')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeTruthy();
});

test('sortable cards name their buttons in Hindi', async () => {
  await act(() => applyLanguage('hi'));
  render(
    <MantineProvider>
      <SortableCards items={items.slice(0, 2)} onChange={() => undefined} noun="प्रश्न" label="प्रश्न" title={(_, index) => `${index + 1}.`}>
        {(item) => <p>{item.name}</p>}
      </SortableCards>
    </MantineProvider>,
  );
  expect(screen.getByRole('button', { name: 'प्रश्न 1 को खिसकाएँ' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'प्रश्न 2 हटाएँ' })).toBeTruthy();
});
