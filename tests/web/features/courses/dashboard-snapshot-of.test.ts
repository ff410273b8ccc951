// What the learner's dashboard keeps for the next start (use-dashboard-snapshot.ts): only a signed-in
// learner's own dashboard, whole (no part still loading), never the last snapshot itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveDataOwner, saveToken } from '@/data/session-storage';
import { setSignedInUser } from '@/data/signed-in-user';
import { dashboardSnapshotOf, markupAboveTheFold } from '@/features/courses/components/use-dashboard-snapshot';

function signedIn(permissions: 'learner' | 'teacher', owner = 'u1') {
  saveToken('token');
  setSignedInUser({ user: { id: 'id1', uid: 'u1', displayName: 'Lee', email: 'lee@demo.test' } as never, permissions });
  saveDataOwner(owner);
}

let root: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  history.pushState({}, '', '/dashboard');
  document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/layout-x.css"><link rel="stylesheet" href="https://cdn.example/x.css">';
  document.documentElement.lang = 'hi';
  root = document.createElement('div');
  root.innerHTML = '<h1>Dashboard</h1><p>Continue learning</p>';
  document.body.append(root);
});
afterEach(() => {
  setSignedInUser(null);
  root.remove();
  document.head.innerHTML = '';
  history.pushState({}, '', '/');
});

describe('the dashboard kept for the next start', () => {
  it("is the signed-in learner's markup, with the build, language and same-origin stylesheets", () => {
    signedIn('learner');
    expect(dashboardSnapshotOf(root)).toEqual({
      uid: 'u1',
      entry: '/assets/index-abc.js',
      lang: 'hi',
      dir: 'ltr',
      scheme: 'light',
      styles: ['/assets/index-abc.css', '/assets/layout-x.css'],
      html: '<h1>Dashboard</h1><p>Continue learning</p>',
    });
  });

  it("is not kept for staff, another user's data, a signed-out device, another screen, a part still loading or the last snapshot on screen", () => {
    signedIn('teacher');
    expect(dashboardSnapshotOf(root)).toBeNull();
    signedIn('learner', 'someone-else');
    expect(dashboardSnapshotOf(root)).toBeNull();
    signedIn('learner');
    localStorage.removeItem('session');
    expect(dashboardSnapshotOf(root)).toBeNull();
    signedIn('learner');
    history.pushState({}, '', '/courses');
    expect(dashboardSnapshotOf(root)).toBeNull();
    history.pushState({}, '', '/dashboard');
    root.insertAdjacentHTML('beforeend', '<div role="status" aria-busy="true"></div>');
    expect(dashboardSnapshotOf(root)).toBeNull();
    root.querySelector('[aria-busy]')!.remove();
    root.dataset.snapshot = 'dashboard';
    expect(dashboardSnapshotOf(root)).toBeNull();
    delete root.dataset.snapshot;
    expect(dashboardSnapshotOf(root)).not.toBeNull();
  });
});

describe('the part kept', () => {
  /** Gives `element` a box from `top` to `bottom` (the test DOM lays nothing out). */
  const place = (element: Element, top: number, bottom: number) => {
    element.getBoundingClientRect = () => ({ top, bottom, height: bottom - top, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => ({}) });
  };

  it('is what lies above the fold: sections and rows wholly below it are left out, a section across it keeps its rows above', () => {
    root.innerHTML = '<h1>Hello</h1><section id="a"><p>row 1</p><p>row 2</p><p>row 3</p></section><section id="b"><p>far</p></section><nav id="bar"><a>Home</a></nav>';
    const [h1, a, b, bar] = [...root.children];
    place(h1!, 0, 60);
    place(a!, 60, 900);
    const [r1, r2, r3] = [...a!.children];
    place(r1!, 60, 400);
    place(r2!, 400, 800);
    place(r3!, 800, 900);
    place(b!, 900, 1200);
    place(bar!, 740, 800); // fixed to the viewport's bottom
    expect(markupAboveTheFold(root, 800)).toBe('<h1>Hello</h1><section id="a"><p>row 1</p><p>row 2</p></section><nav id="bar"><a>Home</a></nav>');
    // The live dashboard is untouched.
    expect(root.querySelectorAll('p')).toHaveLength(4);
  });
});
