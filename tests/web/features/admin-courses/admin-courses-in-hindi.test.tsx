// Issue 52: the admin's course list and enrolments (/admin-dashboard/course-list, /enrolments) in
// Hindi, from the admin-courses namespace: headings, status words, actions and plural counts; the
// quiz list's statuses are read again in the language chosen.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { ActivityListScreen } from '@/features/admin-courses/components/activity-list-screen';
import { CourseListScreen } from '@/features/admin-courses/components/course-list-screen';
import { EnrolmentsScreen } from '@/features/admin-courses/components/enrolments-screen';
import { courseRow } from '../../support/rows';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([courseRow({ id: 'c-data', title: 'Data science' }), courseRow({ id: 'c-draft', title: 'Budgeting', published: false, status: 'draft' })]);
  await db.people.put({ id: 'u-lena', name: 'Lena Learner', email: 'lena@demo.test', photoUrl: null, role: 'learner', createdAt: at, updatedAt: at });
  await db.orgEnrolments.put({ id: 'u-lena:c-data', userId: 'u-lena', courseId: 'c-data', status: 'requested', decisionMessage: null, createdAt: at, updatedAt: at });
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the course list shows its heading, status words and actions in Hindi', async () => {
  renderInApp(<CourseListScreen />);
  const row = await screen.findByRole('row', { name: /Budgeting/ });
  expect(within(row).getByText('draft')).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'कोर्स की सूची' })).toBeTruthy();
  const budgeting = screen.getByRole('row', { name: /Budgeting/ });
  expect(within(budgeting).getByText('ड्राफ़्ट')).toBeTruthy();
  expect(within(budgeting).getByRole('button', { name: 'प्रकाशित करें: Budgeting' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'घोषणा भेजें' })).toBeTruthy();
});

test('the enrolments screen shows its filters and the count of selected requests in Hindi', async () => {
  renderInApp(<EnrolmentsScreen />);
  expect(await screen.findByText('0 requests selected')).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'नामांकन' })).toBeTruthy();
  expect(screen.getByText('चुने गए अनुरोध: 0')).toBeTruthy();
  expect(within(screen.getByRole('row', { name: /Lena Learner/ })).getByText('अनुरोध किया')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'मंज़ूर करें' })).toBeTruthy();
});

test("the quiz list's heading and each quiz's status switch to Hindi", async () => {
  await db.quizzes.put({
    id: 'q-steady', courseId: 'c-data', name: 'Steady quiz', code: 'q', description: '', passMark: 50, timeLimitMinutes: null, dueAt: null,
    questionCount: 4, updatedAt: at, version: 3, shuffleQuestions: false, shuffleOptions: false, attemptsAllowed: null,
  });
  await db.drafts.put({ id: 'quiz:q-new', kind: 'quiz', entityId: 'q-new', baseVersion: null, fields: { courseId: { value: 'c-data', savedAt: at } }, updatedAt: at });
  renderInApp(<ActivityListScreen kind="quizzes" />);
  const table = await screen.findByRole('table', { name: 'Quizzes' });
  expect(within(table).getByText('Published v3')).toBeTruthy();
  await act(() => applyLanguage('hi'));
  const inHindi = await screen.findByRole('table', { name: 'क्विज़' });
  expect(await within(inHindi).findByText('प्रकाशित v3')).toBeTruthy();
  expect(within(inHindi).getByRole('link', { name: 'बिना शीर्षक का ड्राफ़्ट' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'क्विज़ बनाएँ' })).toBeTruthy();
});
