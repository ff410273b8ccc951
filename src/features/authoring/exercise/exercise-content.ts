/**
 * An exercise being edited: its draft fields (title, instructions, course, mastery rule, and the
 * item list as one field) laid over the published content, field by field, and what is still wrong
 * in words. Pure, no I/O.
 */
import type { JsonValue } from '@contract/drafts';
import type { ExerciseItemKind } from '@contract/exercise-check';
import { contractIssueWords, masteryRuleWords } from '../shared/contract-words';
import { exerciseContentSchema, storedExerciseContentSchema, type AuthoredExerciseItem, type ExerciseContent } from '@contract/exercise-authoring';
import type { ContentDifference } from '../shared/stale-dialog';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** A new exercise's content. */
export const EMPTY_EXERCISE: ExerciseContent = { title: '', instructions: '', courseId: null, mastery: { kind: 'all' }, items: [] };

type Field = keyof ExerciseContent;
const fieldNames = Object.keys(EMPTY_EXERCISE) as Field[];

/** The content the editor shows: each draft field that reads as valid laid over `base` (an unreadable field keeps the base's). */
export function contentOf(base: ExerciseContent, fields: Record<string, JsonValue>): ExerciseContent {
  const merged: Record<string, unknown> = { ...base };
  for (const name of fieldNames) {
    if (!(name in fields)) continue;
    const parsed = storedExerciseContentSchema.shape[name].safeParse(fields[name]);
    if (parsed.success) merged[name] = parsed.data;
  }
  return merged as ExerciseContent;
}

/** A new item of `kind` with a sensible start. */
export function newItem(kind: ExerciseItemKind): AuthoredExerciseItem {
  const base = { id: crypto.randomUUID(), kind, prompt: '', options: [] as string[], answer: [] as string[], hint: '' };
  if (kind === 'choice') return { ...base, options: ['', ''] };
  if (kind === 'order') return { ...base, answer: ['', ''] };
  return { ...base, answer: [''] };
}

/** The problems of `content` in words (empty: it can be published). */
export function contentProblems(content: ExerciseContent): string[] {
  const parsed = exerciseContentSchema.safeParse(content);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    const problem = contractIssueWords(issue);
    if (first === 'items' && typeof index === 'number') return tr()('diff.questionProblem', { number: index + 1, problem });
    return first === 'mastery' ? tr()('diff.masteryProblem', { problem }) : problem;
  }))];
}

const tr = () => i18n.getFixedT(null, authoringNs);
type Labelled = Exclude<Field, 'items'>;
const labels = (): Record<Labelled, string> => {
  const t = tr();
  return { title: t('shared.title'), instructions: t('exercise.instructions'), courseId: t('shared.course'), mastery: t('exercise.masteryRule') };
};
const shown = (value: unknown) => (value === null || value === '' ? tr()('diff.none') : String(value));
const words = (content: ExerciseContent, key: Labelled) => (key === 'mastery' ? masteryRuleWords(content.mastery) : shown(content[key]));

/** What differs between the author's content and the server's, for the stale-publish comparison. */
export function differences(mine: ExerciseContent, server: ExerciseContent): ContentDifference[] {
  const t = tr();
  const named = labels();
  const out: ContentDifference[] = [];
  for (const key of Object.keys(named) as Labelled[]) {
    if (JSON.stringify(mine[key]) === JSON.stringify(server[key])) continue;
    out.push({ field: named[key], mine: words(mine, key), server: words(server, key) });
  }
  const serverById = new Map(server.items.map((item, i) => [item.id, { item, i }]));
  mine.items.forEach((item, i) => {
    const other = serverById.get(item.id);
    if (!other) out.push({ field: t('shared.questionNumber', { number: i + 1 }), mine: item.prompt, server: t('diff.notThere') });
    else if (JSON.stringify(other.item) !== JSON.stringify(item) || other.i !== i) out.push({ field: t('shared.questionNumber', { number: i + 1 }), mine: item.prompt, server: t('diff.questionAt', { prompt: other.item.prompt, number: other.i + 1 }) });
  });
  const mineIds = new Set(mine.items.map((item) => item.id));
  server.items.forEach((item, i) => {
    if (!mineIds.has(item.id)) out.push({ field: t('diff.questionServer', { number: i + 1 }), mine: t('diff.notThere'), server: item.prompt });
  });
  return out;
}
