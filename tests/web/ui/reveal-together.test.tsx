// RevealTogether: parts that load at different moments appear in one step, never one by one.
import { afterEach, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RevealTogether, useRevealReady } from '@/ui/reveal-together';

afterEach(() => {
  vi.useRealTimers();
});

/** A part whose data arrives when the test calls the function it registers under its name. */
const loaders = new Map<string, () => void>();
function Part({ name }: { name: string }) {
  const [ready, setReady] = useState(false);
  loaders.set(name, () => setReady(true));
  useRevealReady(ready);
  return <p>{ready ? `${name} loaded` : `${name} loading`}</p>;
}

const isShown = (text: string) => screen.getByText(text).closest('div[style]')?.getAttribute('style')?.includes('contents');

test('stays hidden behind the fallback until every part is ready, then shows them all at once', () => {
  render(
    <RevealTogether fallback={<p>Loading…</p>}>
      <Part name="courses" />
      <Part name="quizzes" />
      <p>static</p>
    </RevealTogether>,
  );
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(isShown('static')).toBe(false);
  act(() => loaders.get('quizzes')!());
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(isShown('quizzes loaded')).toBe(false);
  act(() => loaders.get('courses')!());
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(isShown('courses loaded')).toBe(true);
  expect(isShown('quizzes loaded')).toBe(true);
});

test('with no reporting parts it shows at once', () => {
  render(
    <RevealTogether fallback={<p>Loading…</p>}>
      <p>static</p>
    </RevealTogether>,
  );
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(isShown('static')).toBe(true);
});

test('a part that takes too long does not hold the group back past maxWaitMs', () => {
  vi.useFakeTimers();
  render(
    <RevealTogether fallback={<p>Loading…</p>} maxWaitMs={500}>
      <Part name="slow" />
    </RevealTogether>,
  );
  act(() => vi.advanceTimersByTime(499));
  expect(screen.getByText('Loading…')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(isShown('slow loading')).toBe(true);
});

test('once shown it stays shown when a part reloads', () => {
  function Reloading() {
    const [ready, setReady] = useState(true);
    loaders.set('reload', () => setReady(false));
    useRevealReady(ready);
    return <p>part</p>;
  }
  render(
    <RevealTogether fallback={<p>Loading…</p>}>
      <Reloading />
    </RevealTogether>,
  );
  expect(isShown('part')).toBe(true);
  act(() => loaders.get('reload')!());
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(isShown('part')).toBe(true);
});

test('outside a group the hook does nothing', () => {
  function Alone() {
    useRevealReady(false);
    return <p>alone</p>;
  }
  render(<Alone />);
  expect(screen.getByText('alone')).toBeTruthy();
});
