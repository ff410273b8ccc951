// Issue 52, item 6: the catalogue filters by the language a course states, and the author's text
// carries the course's lang and dir (an Arabic title runs right to left in the English app).
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { CoursesScreen } from '@/features/courses/components/courses-screen';
import { CourseDetailsScreen } from '@/features/courses/components/course-details-screen';
import { courseRow, lessonRow } from '../../support/rows';
import { renderInApp } from './render';

beforeAll(() => {
  // jsdom has no layout: Mantine's Combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([
    courseRow({ id: 'hi1', title: 'कंप्यूटर की बुनियाद', summary: 'माउस और कीबोर्ड', language: 'hi' }),
    courseRow({ id: 'ar1', title: 'أساسيات الحاسوب', summary: 'الفأرة ولوحة المفاتيح', language: 'ar' }),
    courseRow({ id: 'en1', title: 'Computer basics', language: 'en' }),
    courseRow({ id: 'none', title: 'Unstated course' }),
  ]);
  // A row cached before the field existed: no `language` at all.
  const { language: _unused, ...old } = courseRow({ id: 'old', title: 'Old cached course' });
  await db.courses.put(old as never);
});

const cardTitles = async () => within(await screen.findByRole('list', { name: 'All courses' })).getAllByRole('heading').map((h) => h.textContent);

test('the language filter offers All languages and the stated ones, and narrows the list to one', async () => {
  renderInApp(<CoursesScreen />);
  expect((await cardTitles()).length).toBe(5);
  const select = await screen.findByRole('combobox', { name: 'Language' });
  await userEvent.click(select);
  // The dropdown's transition never ends in jsdom, so its options count as hidden (the browser test clicks them for real).
  const listbox = () => within(document.getElementById(select.getAttribute('aria-controls')!)!);
  await waitFor(() => expect(listbox().getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['All languages', 'Arabic', 'English', 'Hindi']));
  await userEvent.click(listbox().getByRole('option', { name: 'Hindi', hidden: true }));
  expect(await cardTitles()).toEqual(['कंप्यूटर की बुनियाद']);
  expect(select).toHaveProperty('value', 'Hindi');
});

test('the language Select replaces a same-labelled input after the catalogue first paints (issue 55 item 4)', async () => {
  renderInApp(<CoursesScreen />);
  await cardTitles();
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Language' }).value).toBe('All languages');
  expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'All languages');
  expect(screen.queryByRole('textbox', { name: 'Language' })).toBeNull();
});

test('a card marks the author\'s title and summary with the course language and direction, and names the language', async () => {
  renderInApp(<CoursesScreen />);
  await cardTitles();
  const hindi = screen.getByRole('heading', { name: 'कंप्यूटर की बुनियाद' });
  expect(hindi.getAttribute('lang')).toBe('hi');
  expect(hindi.getAttribute('dir')).toBe('ltr');
  expect(screen.getByText('माउस और कीबोर्ड').getAttribute('lang')).toBe('hi');
  const arabic = screen.getByRole('heading', { name: 'أساسيات الحاسوب' });
  expect(arabic.getAttribute('lang')).toBe('ar');
  expect(arabic.getAttribute('dir')).toBe('rtl');
  expect(within(arabic.closest('li')!).getByText('Arabic')).toBeTruthy();
  // Not stated (or cached without the field): no attribute, the page's language applies.
  expect(screen.getByRole('heading', { name: 'Unstated course' }).hasAttribute('lang')).toBe(false);
  expect(screen.getByRole('heading', { name: 'Old cached course' }).hasAttribute('lang')).toBe(false);
});

test('the course page marks its title, description and lesson titles, not the app\'s own texts', async () => {
  await db.courses.put(courseRow({ id: 'ar2', title: 'مقدمة', description: 'وصف الدورة', language: 'ar' }));
  await db.modules.put({ id: 'm', courseId: 'ar2', title: 'الوحدة الأولى', position: 1 });
  await db.lessons.put(lessonRow({ id: 'l', courseId: 'ar2', moduleId: 'm', title: 'الدرس الأول' }));
  renderInApp(<CourseDetailsScreen courseId="ar2" />);
  const title = await screen.findByRole('heading', { level: 1, name: 'مقدمة' });
  expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  expect(screen.getByText('وصف الدورة').getAttribute('dir')).toBe('rtl');
  expect(screen.getByRole('heading', { name: 'الوحدة الأولى' }).getAttribute('lang')).toBe('ar');
  expect(screen.getByText('الدرس الأول').getAttribute('lang')).toBe('ar');
  expect(screen.getByText('Arabic').hasAttribute('lang')).toBe(false);
  // No element of the page between the app's own text and <html> (whose lang is the app's language) states a language.
  expect(screen.getByRole('link', { name: 'Enrol' }).closest('body [lang]')).toBeNull();
});
