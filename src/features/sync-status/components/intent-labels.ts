/** What the sync status calls each kind of write, in the language shown (the intent's name when it has no label). */
import { i18n } from '@/i18n/i18n';
import { messages, syncStatusNs } from '../messages/en';

type LabelledIntent = keyof typeof messages.intents;

/** The label of intent `name` ('Lesson progress' for `progress.set`). */
export function intentLabel(name: string): string {
  const key = name.replace(/\./g, '-');
  return key in messages.intents ? i18n.t(`intents.${key as LabelledIntent}`, { ns: syncStatusNs }) : name;
}
