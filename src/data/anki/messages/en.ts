/** The Anki readers' reasons in English (issue 52): the `anki` namespace, registered when the readers' page code loads. */
import { englishMessages } from '@/i18n/i18n';
import { ankiEnglish } from '../anki-english';

export const messages = ankiEnglish;
export type Messages = typeof messages;
export const ankiNs = englishMessages('anki', messages);
