// Issue 52, item 3: counts follow the language shown (Intl.NumberFormat of its locale); English keeps
// the grouping the screens always had ('1,234,567', not en-IN's '12,34,567').
import { afterEach, expect, test } from 'vitest';
import { act } from '@testing-library/react';
import { applyLanguage } from '@/i18n/i18n';
import { formatNumber, numberLocaleOf } from '@/ui/number';

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('a count in each language', () => {
  expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  expect(formatNumber(1234567, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234567));
  expect(numberLocaleOf('hi')).toBe('hi-IN');
  expect(numberLocaleOf('ar')).toBe('ar');
});

test('without a language, the one shown now', async () => {
  expect(formatNumber(20000)).toBe('20,000');
  await act(() => applyLanguage('hi'));
  expect(formatNumber(200000)).toBe('2,00,000');
  await act(() => applyLanguage('ar'));
  expect(formatNumber(200000)).toBe(new Intl.NumberFormat('ar').format(200000));
});
