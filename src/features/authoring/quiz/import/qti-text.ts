/**
 * The plain text of QTI content (item bodies, prompts, choices): XHTML blocks become lines, words'
 * spaces are kept and collapsed, and what a question here cannot show is named for the preview
 * (images) or replaced (a text entry in a sentence reads as a blank).
 */
import type { XmlElement } from './qti-xml';

const BLOCKS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'blockquote', 'pre', 'prompt', 'hr']);
/** Elements whose content is not question text: feedback is read apart, interactions are the answers. */
const SKIPPED = /Interaction$|^(feedbackInline|feedbackBlock|modalFeedback|rubricBlock|templateBlock|templateInline|printedVariable|stylesheet)$/;

/** What plain text of some content left out. */
export interface TextNotes {
  images: string[];
}

function flatten(node: XmlElement | string, notes: TextNotes): string {
  if (typeof node === 'string') return node;
  if (node.name === 'textEntryInteraction') return '____';
  if (SKIPPED.test(node.name)) return '';
  if (node.name === 'img' || node.name === 'object') {
    notes.images.push(node.attrs.src ?? node.attrs.data ?? 'an image');
    return node.attrs.alt ? ` ${node.attrs.alt} ` : ' ';
  }
  const inner = node.children.map((c) => flatten(c, notes)).join('');
  return BLOCKS.has(node.name) ? `\n${inner}\n` : inner;
}

/** The text of `nodes` as lines of plain text; images met are added to `notes`. */
export function plainText(nodes: (XmlElement | string)[], notes: TextNotes = { images: [] }): string {
  return nodes
    .map((n) => flatten(n, notes))
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
