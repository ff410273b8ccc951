/**
 * The course's language (issue 52, item 6): a searchable Select of languages named in the interface
 * language; cleared, the language is not stated. A tag stated elsewhere that the list lacks is kept.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOptions, OFFERED_COURSE_LANGUAGES } from '@/ui/content-language';
import { courseEditorNs } from '../messages/en';

/** Controlled: `value` a BCP-47 tag or null (not stated). */
export function LanguageField({ value, onChange }: { value: string | null; onChange: (language: string | null) => void }) {
  const { t, i18n } = useTranslation(courseEditorNs);
  const data = useMemo(
    () => languageOptions(value ? [...OFFERED_COURSE_LANGUAGES, value] : OFFERED_COURSE_LANGUAGES, i18n.language),
    [value, i18n.language],
  );
  return (
    <Select
      label={t('screen.language')}
      description={t('screen.languageHint')}
      placeholder={t('screen.languageNotStated')}
      searchable
      clearable
      nothingFoundMessage={t('screen.languageNothingFound')}
      data={data}
      value={value}
      onChange={onChange}
      maw={360}
    />
  );
}
