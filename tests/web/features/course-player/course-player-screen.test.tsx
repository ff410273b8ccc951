// /course-player/{course}: lessons by module with completion marks, deep links, Mark complete, Previous/Next.
import { beforeEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { renderApp } from '../../support/render-app';
import { courseRow, lessonRow } from '../../support/rows';

// pdf.js needs a real canvas, which jsdom lacks: the lazily loaded document module is replaced by
// one that "draws" a two-page document (the e2e test lesson-reading.test.ts draws a real PDF).
const pdf = vi.hoisted(() => ({ drawn: [] as number[], opened: [] as string[] }));
vi.mock('@/features/course-player/pdf/pdf-document', () => ({
  openPdf: async (url: string) => {
    pdf.opened.push(url);
    return { pages: 2, render: async (page: number) => void pdf.drawn.push(page), close: async () => {} };
  },
}));

const outboxArgs = async () => (await db.outbox.toArray()).map((r) => r.args as { lessonId: string; section: number; completed: boolean });

beforeEach(async () => {
  pdf.drawn.length = 0;
  pdf.opened.length = 0;
  await clearLocalUserData();
  await db.courses.put(courseRow({ id: 'c1', title: 'Algebra I' }));
  await db.modules.bulkPut([
    { id: 'm2', courseId: 'c1', title: 'Equations', position: 2 },
    { id: 'm1', courseId: 'c1', title: 'Numbers', position: 1 },
  ]);
  await db.lessons.bulkPut([
    lessonRow({ id: 'l3', courseId: 'c1', moduleId: 'm2', title: 'Solving', position: 1, quizId: 'q1', content: '<p>Solve <b>x</b><script>bad()</script></p>' }),
    lessonRow({ id: 'l1', courseId: 'c1', moduleId: 'm1', title: 'Integers', position: 1, content: 'Whole numbers.' }),
    lessonRow({ id: 'l2', courseId: 'c1', moduleId: 'm1', title: 'Handout', position: 2, type: 'pdf', mediaUrl: '/media/h.pdf' }),
  ]);
  await db.progress.put({ id: 'l1:0', courseId: 'c1', lessonId: 'l1', section: 0, progress: 100, completed: true, position: null, updatedAt: '2026-11-22T10:00:00.000Z' });
});

test('lists lessons by module in order with completion marks, and opens the first lesson not completed, pinned in the address', async () => {
  const { router } = renderApp('/course-player/c1', 'learner');
  const nav = await screen.findByRole('navigation', { name: 'Lessons' }, { timeout: 5000 });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['IntegersCompleted', 'HandoutPDF', 'SolvingQuiz']); // a lesson leading to a quiz is labelled a quiz (issue 21 item 11)
  expect(screen.getByRole('heading', { name: 'Handout', level: 2 })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe('/media/h.pdf');
  // Completing it later cannot move the learner on: the open lesson is in the address.
  await waitFor(() => expect(router.state.location.search).toEqual({ lesson: 'l2' }));
});

test('a deep link opens its lesson: sanitised HTML and the quiz link', async () => {
  renderApp('/course-player/c1?lesson=l3', 'learner');
  const article = await screen.findByRole('article');
  expect(within(article).getByRole('heading', { name: 'Solving' })).toBeTruthy();
  expect(article.innerHTML).toContain('<b>x</b>');
  expect(article.innerHTML).not.toContain('script');
  expect(within(article).getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe('/take-quiz?quiz=q1');
  expect(within(article).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
});

test('Mark complete queues progress.set, marks the lesson, and Previous moves back', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/course-player/c1?lesson=l2', 'learner');
  await user.click(await screen.findByRole('button', { name: 'Mark complete' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' })).toHaveProperty('disabled', true));
  expect((await db.outbox.toArray()).map((r) => r.args)).toEqual([expect.objectContaining({ courseId: 'c1', lessonId: 'l2', section: 0, completed: true, progress: 100 })]);
  const nav = screen.getByRole('navigation', { name: 'Lessons' });
  expect(within(nav).getByRole('link', { name: /Handout/ }).textContent).toContain('Completed');
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ lesson: 'l1' }));
  expect(await screen.findByRole('heading', { name: 'Integers', level: 2 })).toBeTruthy();
});

test('a PDF lesson opens its file, pages through it, and is read once its last page is shown', async () => {
  const user = userEvent.setup();
  vi.stubGlobal('ResizeObserver', class {
    constructor(private cb: (entries: Array<{ contentRect: { width: number; height: number } }>) => void) {}
    observe() {
      this.cb([{ contentRect: { width: 320, height: 400 } }]);
    }
    unobserve() {}
    disconnect() {}
  });
  try {
    renderApp('/course-player/c1?lesson=l2', 'learner');
    await screen.findByText('Page 1 of 2', undefined, { timeout: 5000 });
    expect(pdf.opened).toEqual(['/media/h.pdf']);
    await waitFor(() => expect(pdf.drawn).toEqual([1]));
    expect(await outboxArgs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    await waitFor(() => expect(pdf.drawn).toEqual([1, 2]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' })).toBeTruthy(), { timeout: 5000 });
    expect(await outboxArgs()).toEqual([expect.objectContaining({ lessonId: 'l2', section: 0, completed: true })]);
  } finally {
    vi.unstubAllGlobals();
  }
}, 15_000);

test('a course not on the device says so', async () => {
  renderApp('/course-player/nope', 'learner');
  expect(await screen.findByRole('heading', { name: 'Course not available' })).toBeTruthy();
});

/** An IntersectionObserver whose observed elements the test shows by hand. */
/**
 * An IntersectionObserver stand-in. `observed` lists what the observers still connected watch, and
 * `show` tells each of them that watches the element: a re-render that makes a new observer (and
 * disconnects the old) between two steps does not leave the test showing a stale element.
 */
function stubIntersection() {
  type Entries = Array<{ isIntersecting: boolean; target: Element }>;
  const live = new Set<{ callback: (entries: Entries) => void; elements: Element[] }>();
  vi.stubGlobal('IntersectionObserver', class {
    private readonly watch: { callback: (entries: Entries) => void; elements: Element[] };
    constructor(callback: (entries: Entries) => void) {
      this.watch = { callback, elements: [] };
      live.add(this.watch);
    }
    observe(el: Element) {
      this.watch.elements.push(el);
    }
    unobserve() {}
    disconnect() {
      live.delete(this.watch);
    }
  });
  return {
    get observed(): Element[] {
      return [...live].flatMap((watch) => watch.elements);
    },
    show: (el: Element) => {
      for (const watch of [...live]) if (watch.elements.includes(el)) watch.callback([{ isIntersecting: true, target: el }]);
    },
  };
}


const learnerScrolls = () => window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));

test('a text lesson whose end is in view is not read until the learner acts, then it is (and stays open)', async () => {
  const io = stubIntersection();
  try {
    const { router } = renderApp('/course-player/c1?lesson=l3', 'learner');
    await screen.findByRole('heading', { name: 'Solving', level: 2 });
    await waitFor(() => expect(io.observed).toHaveLength(1));
    io.show(io.observed[0]!);
    // Opened, end on screen, no action: nothing is marked, however long it stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxArgs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeTruthy();
    learnerScrolls();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' })).toBeTruthy(), { timeout: 15_000 });
    expect(await outboxArgs()).toEqual([expect.objectContaining({ lessonId: 'l3', section: 0, completed: true })]);
    expect(router.state.location.search).toEqual({ lesson: 'l3' });
  } finally {
    vi.unstubAllGlobals();
  }
}, 15_000);

test('a text lesson in sections: reading one part completes that section only, the last part the rest', async () => {
  await db.lessons.put(lessonRow({ id: 'l4', courseId: 'c1', moduleId: 'm2', title: 'Parts', position: 2, sections: 3, content: '# Parts\n\nIntro.\n\n## Two\n\nMore.\n\n## Three\n\nEnd.' }));
  const io = stubIntersection();
  try {
    renderApp('/course-player/c1?lesson=l4', 'learner');
    await screen.findByRole('heading', { name: 'Two' });
    // The ends are watched from an effect, which may run after the text is on screen.
    await waitFor(() => expect(io.observed).toHaveLength(3));
    learnerScrolls();
    io.show(io.observed[0]!);
    await waitFor(async () => expect((await outboxArgs()).map((a) => a.section)).toEqual([0]));
    const nav = screen.getByRole('navigation', { name: 'Lessons' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Parts/ }).textContent).toContain('1 of 3 sections done'));
    io.show(io.observed[2]!);
    await waitFor(async () => expect((await outboxArgs()).map((a) => a.section)).toEqual([0, 1, 2]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' })).toBeTruthy());
  } finally {
    vi.unstubAllGlobals();
  }
}, 15_000);
