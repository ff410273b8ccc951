// The app's `useLiveQuery` (src/data/live-query.ts): dexie-react-hooks' results, applied in a
// transition so that React renders them in slices (issue 55 item 8: no long task per result at start-up).
import { act, render, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { Component, Suspense, use, type ReactNode } from 'react';
import { afterAll, expect, test, vi } from 'vitest';
import { useLiveQuery } from '@/data/live-query';

interface Item {
  id: string;
  value: string;
}

const testDb = new Dexie('live-query-test') as Dexie & { items: EntityTable<Item, 'id'> };
testDb.version(1).stores({ items: 'id' });
afterAll(() => testDb.delete());

let reads = 0;
const never = new Promise<never>(() => {});

/** Shows the item `id`, suspending (for ever) while its value is 'suspend'. */
function ItemValue({ id, fallbackValue }: { id: string; fallbackValue?: string }) {
  const item = useLiveQuery(
    () => {
      reads += 1;
      return testDb.items.get(id);
    },
    [id],
    fallbackValue,
  );
  const value = typeof item === 'string' ? item : item?.value;
  if (value === 'suspend') use(never);
  return <p>value: {value ?? 'none'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p>error: {this.state.error}</p> : this.props.children;
  }
}

test('the default until the first read answers, then every change, and a change of deps reads again', async () => {
  await testDb.items.bulkPut([
    { id: 'a', value: 'one' },
    { id: 'b', value: 'bee' },
  ]);
  const { rerender, unmount } = render(<ItemValue id="a" fallbackValue="loading" />);
  expect(screen.getByText('value: loading')).toBeTruthy();
  await screen.findByText('value: one');
  await act(() => testDb.items.put({ id: 'a', value: 'two' }));
  await screen.findByText('value: two');
  rerender(<ItemValue id="b" fallbackValue="loading" />);
  await screen.findByText('value: bee');
  unmount();
});

test('a read that fails is thrown to the error boundary', async () => {
  // React reports the error it hands to the boundary; expected here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const Failing = () => {
    useLiveQuery(() => Promise.reject(new Error('read failed')), []);
    return <p>no error</p>;
  };
  render(
    <Boundary>
      <Failing />
    </Boundary>,
  );
  await screen.findByText('error: read failed');
  quiet.mockRestore();
});

test('a new result is applied in a transition: a part it makes suspend keeps its content on screen', async () => {
  await testDb.items.put({ id: 'c', value: 'shown' });
  render(
    <Suspense fallback={<p>fallback</p>}>
      <ItemValue id="c" />
    </Suspense>,
  );
  await screen.findByText('value: shown');
  const before = reads;
  await act(() => testDb.items.put({ id: 'c', value: 'suspend' }));
  await waitFor(() => expect(reads).toBeGreaterThan(before));
  // Let React render the update: as a plain update (dexie-react-hooks) the fallback replaces the content.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('fallback')).toBeNull();
  expect(screen.getByText('value: shown')).toBeTruthy();
});
