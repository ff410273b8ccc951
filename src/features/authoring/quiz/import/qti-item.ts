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
import { say } from '../../shared/import-words';

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
  if (!found.length) return say('qtiNoInteraction');
  if (found.length > 1) return say('qtiInteractions', { n: found.length });
  const [interaction] = found as [XmlElement];
  if (NEEDS_A_PERSON.has(interaction.name)) return say('qtiNeedsPerson');
  return READERS[interaction.name] ? interaction : say('qtiNoForm', { name: interaction.name });
}

/** `item` as one of our questions (with its title as name), or why it cannot be one. */
export function readQtiItem(item: XmlElement): ReadQuestion | string {
  const body = child(item, 'itemBody');
  if (!body) return say('qtiNoBody');
  const interaction = interactionOf(body);
  if (typeof interaction === 'string') return interaction;
  const declaration = readDeclarations(item).get(interaction.attrs.responseIdentifier ?? '');
  if (!declaration) return say('qtiUndeclared', { id: interaction.attrs.responseIdentifier ?? '' });
  const processing = processingOf(item);
  const changes: string[] = [];
  if (processing === 'map' && !declaration.mapping) return say('qtiNoMapping');
  if (processing === 'custom' || processing === 'none') {
    if (!declaration.correct.length) return say('qtiOwnRulesNoCorrect');
    changes.push(processing === 'none' ? say('qtiNoProcessing') : say('qtiOwnRules'));
  }
  const notes: TextNotes = { images: [] };
  const prompt = [plainText(body.children, notes), plainText(child(interaction, 'prompt')?.children ?? [], notes)].filter(Boolean).join('\n');
  const base: Omit<AuthoredQuestion, 'kind'> = { id: crypto.randomUUID(), prompt, options: [], items: [], answer: [], tolerance: 0, points: 1, feedback: '' };
  const read = READERS[interaction.name]!({ interaction, declaration, rule: processing === 'map' ? 'map' : 'match', base, notes });
  if (typeof read === 'string') return read;
  if (childrenNamed(item, 'modalFeedback').length) changes.push(say('qtiModalFeedback'));
  if (notes.images.length) changes.push(say('qtiImagesLeftOut', { images: notes.images.join(', ') }));
  const all = [...changes, ...read.changes];
  return { question: read.question, ...(item.attrs.title ? { name: item.attrs.title } : {}), ...(all.length ? { change: all.join(' ') } : {}) };
}
