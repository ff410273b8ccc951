// Issue 52: the page title names the screen in the language shown (document.title is read aloud
// and listed in the browser's tabs and history); English stays as the headings spell it.
import { afterEach, expect, test } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { pageTitle } from '@/app/page-titles';

afterEach(async () => {
  await applyLanguage('en');
  localStorage.removeItem('olp.language');
});

test('titles name the deepest screen, in English as the headings spell them', () => {
  expect(pageTitle(['__root__', '/_auth', '/_auth/courses'])).toBe('Courses · Learning Platform');
  expect(pageTitle(['__root__', '/_auth', '/_auth/admin-dashboard', '/_auth/admin-dashboard/batches'])).toBe('Batches · Admin · Learning Platform');
  expect(pageTitle(['__root__', '/404'])).toBe('Page not found · Learning Platform');
  expect(pageTitle(['__root__', '/_auth'])).toBe('Learning Platform');
});

test('titles follow the language shown', async () => {
  await applyLanguage('hi');
  expect(pageTitle(['__root__', '/_auth', '/_auth/courses'])).toBe('कोर्स · Learning Platform');
  expect(pageTitle(['__root__', '/500'])).toBe('कुछ गड़बड़ हो गई · Learning Platform');
  await applyLanguage('ar');
  expect(pageTitle(['__root__', '/_auth', '/_auth/teacher-dashboard', '/_auth/teacher-dashboard/quiz-results'])).toBe('نتائج الاختبارات · المعلّم · Learning Platform');
});
