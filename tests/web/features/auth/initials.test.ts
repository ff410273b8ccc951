// The initials shown when the user has no photo.
import { expect, test } from 'vitest';
import { initialsOf } from '@/features/auth/initials';

test.each([
  ['Lena Learner', null, 'LL'],
  ['  Ada  ', null, 'AD'],
  ['Tomás de la Cruz', null, 'TC'],
  [null, 'priya.sharma@demo.test', 'PS'],
  [null, null, '?'],
])('initials of %s / %s are %s', (name, email, initials) => {
  expect(initialsOf(name, email)).toBe(initials);
});
