/**
 * The language chooser (issue 52), on the sign-in screen and in /profile-pages: three radio
 * buttons, each language named in its own script (in faces cut to those names: an English page
 * does not fetch the whole Devanagari and Arabic faces for them). Choosing switches the app at once (offline
 * too: the catalogues are precached) and, signed in, stores the choice in the profile so the
 * person's other devices follow after their next sync.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/data/signed-in-user';
import { applyLanguage } from '@/i18n/i18n';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES, isInterfaceLanguage } from '@/i18n/languages';

// Each name marked with its language, so a screen reader reads it in that language's voice, and set
// in the faces cut to these names (`.language-name`, src/app/theme/scripts.css).
const options = INTERFACE_LANGUAGES.map((value) => ({
  value,
  label: (
    <span lang={value} className="language-name">
      {LANGUAGE_NAMES[value]}
    </span>
  ),
}));

/** The chooser with its label; `withDescription` adds the sentence on which devices follow. */
export function LanguageChooser({ withDescription = false }: { withDescription?: boolean }) {
  const { t, i18n } = useTranslation();
  const userId = useSignedInUser()?.user.id ?? null;
  const choose = async (value: string) => {
    if (!isInterfaceLanguage(value)) return;
    // Stored (and queued for the person's other devices) before the screen switches, so a reload
    // right after the switch keeps it. The local database loads only here, signed in: not with the
    // sign-in screen.
    if (userId) await import('@/data/preferences').then((m) => m.setLanguage(userId, value));
    await applyLanguage(value);
  };
  return (
    <Stack gap={4} role="group" aria-labelledby="language-chooser-label">
      <Text size="sm" fw={500} id="language-chooser-label">
        {t('language.label')}
      </Text>
      {withDescription && <Text size="sm">{t('language.description')}</Text>}
      <SegmentedControl data={options} value={i18n.language} onChange={(value) => void choose(value)} fullWidth />
    </Stack>
  );
}
