/**
 * One QTI 2.x/3.0 `assessmentItem` as one of our questions (issue 50): its one interaction (choice,
 * text entry, order or match) read with its response declaration and scored by the standard template
 * its response processing uses. An item scored by rules of its own is graded here by its correct
 * response, and that is said; an item we cannot hold (several interactions, an essay, a hotspot)
 * is refused in words.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import type { ReadQuestion } from './moodle-question';
import { readChoice, readOrder, type InteractionInput, type ReadInteraction } from './qti-choice';
import { readTextEntry } from './qti-entry';
import { readMatch } from './qti-match';
import { processingOf, readDeclarations } from './qti-response';
import { plainText, type TextNotes } from './qti-text';
import { child, childrenNamed, descendants, type XmlElement } from './qti-xml';

const READERS: Record<string, (input: InteractionInput) => ReadInteraction | string> = {
  choiceInteraction: readChoice,
  textEntryInteraction: readTextEntry,
  orderInteraction: readOrder,
  matchInteraction: readMatch,
};
const NEEDS_A_PERSON = new Set(['extendedTextInteraction', 'uploadInteraction', 'drawingInteraction', 'mediaInteraction']);

/** The one interaction of `body`, or why the item has not exactly one we read. */
function interactionOf(body: XmlElement): XmlElement | string {
  const found = descendants(body, (e) => e.name.endsWith('Interaction'));
  if (!found.length) return 'It has no interaction: there is nothing to answer (put its text in the quiz description instead).';
  if (found.length > 1) return `It holds ${found.length} interactions; a question here has one answer.`;
  const [interaction] = found as [XmlElement];
  if (NEEDS_A_PERSON.has(interaction.name)) return 'Its answer needs a person to grade it, and quizzes here are graded on the device and the server.';
  return READERS[interaction.name] ? interaction : `QTI's “${interaction.name}” has no form here.`;
}

/** `item` as one of our questions (with its title as name), or why it cannot be one. */
export function readQtiItem(item: XmlElement): ReadQuestion | string {
  const body = child(item, 'itemBody');
  if (!body) return 'It has no itemBody.';
  const interaction = interactionOf(body);
  if (typeof interaction === 'string') return interaction;
  const declaration = readDeclarations(item).get(interaction.attrs.responseIdentifier ?? '');
  if (!declaration) return `Its response “${interaction.attrs.responseIdentifier ?? ''}” is not declared.`;
  const processing = processingOf(item);
  const changes: string[] = [];
  if (processing === 'map' && !declaration.mapping) return 'It is scored by its mapping (map_response) but has none.';
  if (processing === 'custom' || processing === 'none') {
    if (!declaration.correct.length) return 'It scores answers by rules of its own and has no correct response, so how it scores cannot be read.';
    changes.push(processing === 'none' ? 'QTI gives it no score (it has no response processing); here its correct response scores.' : 'It scores answers by rules of its own; here it is graded by its correct response.');
  }
  const notes: TextNotes = { images: [] };
  const prompt = [plainText(body.children, notes), plainText(child(interaction, 'prompt')?.children ?? [], notes)].filter(Boolean).join('\n');
  const base: Omit<AuthoredQuestion, 'kind'> = { id: crypto.randomUUID(), prompt, options: [], items: [], answer: [], tolerance: 0, points: 1, feedback: '' };
  const read = READERS[interaction.name]!({ interaction, declaration, rule: processing === 'map' ? 'map' : 'match', base, notes });
  if (typeof read === 'string') return read;
  if (childrenNamed(item, 'modalFeedback').length) changes.push('Its feedback (shown by rules of its own) is left out.');
  if (notes.images.length) changes.push(`Its images (${notes.images.join(', ')}) are left out: a question here holds text only.`);
  const all = [...changes, ...read.changes];
  return { question: read.question, ...(item.attrs.title ? { name: item.attrs.title } : {}), ...(all.length ? { change: all.join(' ') } : {}) };
}
