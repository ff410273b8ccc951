/**
 * The parts of a Canvas classic-quiz QTI 1.2 `item` (issue 50): its metadata (`question_type`,
 * `points_possible`), texts (`mattext`, HTML escaped or plain), choices (`response_label`), feedback
 * (`itemfeedback`, per answer `<answer id>_fb`) and the conditions of its `resprocessing`.
 */
import { htmlToText } from './html-text';
import { child, childrenNamed, descendants, innerText, type XmlElement } from './qti-xml';

/** The `qtimetadatafield`s of an item, label → entry. */
export function metadataOf(item: XmlElement): Map<string, string> {
  const fields = descendants(child(item, 'itemmetadata') ?? item, (e) => e.name === 'qtimetadatafield');
  return new Map(fields.map((f) => [innerText(child(f, 'fieldlabel')).trim(), innerText(child(f, 'fieldentry')).trim()]));
}

/** The text of the first `mattext` in `el`, as plain text; `images` hears whether it showed any. */
export function matText(el: XmlElement | undefined, images: string[] = []): string {
  const mattext = el && descendants(el, (e) => e.name === 'mattext')[0];
  if (!mattext) return '';
  const raw = innerText(mattext);
  if (mattext.attrs.texttype !== 'text/html') return raw.trim();
  for (const match of raw.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']*)["']/gi)) images.push(decodeURIComponent(match[1]!.replace(/^\$IMS-CC-FILEBASE\$\//, '')));
  return htmlToText(raw);
}

/** The choices of an item's `response_lid`: identifiers and texts. */
export function choicesOf(item: XmlElement, images: string[]): { ids: string[]; options: string[] } {
  const labels = descendants(child(item, 'presentation') ?? item, (e) => e.name === 'response_label');
  return { ids: labels.map((l) => l.attrs.ident ?? ''), options: labels.map((l) => matText(l, images)) };
}

/** The feedback texts of an item by ident (`general_fb`, `correct_fb`, `<answer id>_fb`). */
export function feedbackOf(item: XmlElement): Map<string, string> {
  return new Map(childrenNamed(item, 'itemfeedback').map((f) => [f.attrs.ident ?? '', matText(f)]));
}

/** One `respcondition`: the values it requires (not those under `<not>`), its bounds, the score it sets and the feedback it shows. */
export interface Condition {
  equal: string[];
  gte?: string;
  lte?: string;
  score?: number;
  feedback: string[];
}

/** The conditions of an item's `resprocessing`, in order. */
export function conditionsOf(item: XmlElement): Condition[] {
  return descendants(child(item, 'resprocessing') ?? item, (e) => e.name === 'respcondition').map((rc) => {
    const variable = child(rc, 'conditionvar');
    const find = (name: string) => (variable ? descendants(variable, (e) => e.name === name || e.name === 'not').filter((e) => e.name === name).map((e) => innerText(e).trim()) : []);
    const setvar = child(rc, 'setvar');
    const score = setvar ? Number(innerText(setvar)) : undefined;
    const [gte, lte] = [find('vargte')[0], find('varlte')[0]];
    return {
      equal: find('varequal'),
      ...(gte !== undefined ? { gte } : {}),
      ...(lte !== undefined ? { lte } : {}),
      ...(score !== undefined && Number.isFinite(score) ? { score } : {}),
      feedback: childrenNamed(rc, 'displayfeedback').map((d) => d.attrs.linkrefid ?? ''),
    };
  });
}
