/**
 * QTI import (issue 50): a content package (.zip with `imsmanifest.xml`) of QTI 2.x/3.0 items
 * (qti-item.ts) or Canvas's classic-quiz export in QTI 1.2 (canvas-qti.ts), or one such XML file
 * pasted. Each item is a question, a question that would grade differently (said), or an error in words;
 * a package that cannot be read at all is one error, so nothing is half-imported.
 */
import { readCanvasItem } from './canvas-qti';
import { checked, summarise, type ImportResult, type ImportedBlock } from './import-result';
import type { ReadQuestion } from './moodle-question';
import { readQtiItem } from './qti-item';
import { QtiPackageError, readQtiPackage, type PackageFile } from './qti-package';
import { descendants, parseQtiXml, type XmlElement } from './qti-xml';
import { say } from '../../shared/import-words';

function block(place: string, read: ReadQuestion | string): ImportedBlock {
  if (typeof read === 'string') return { line: 1, source: '', error: read, place };
  const name = read.name ? { name: read.name } : {};
  return { ...checked({ line: 1, text: '' }, read.question), ...name, place, ...(read.change ? { change: read.change } : {}) };
}

/** The blocks of one QTI file: an item, or the items of a QTI 1.2 assessment or bank (`section` titles as categories). */
function blocksOf({ path, root, error }: PackageFile): ImportedBlock[] {
  if (!root) return [{ line: 1, source: '', error: error ?? say('qtiUnreadable'), place: path }];
  if (root.name === 'assessmentItem') return [block(path, readQtiItem(root))];
  if (root.name === 'questestinterop') {
    const items = descendants(root, (e) => e.name === 'item');
    if (!items.length) return [{ line: 1, source: '', error: say('qtiNoItems'), place: path }];
    const assessment = descendants(root, (e) => e.name === 'assessment' || e.name === 'objectbank')[0];
    const category = assessment?.attrs.title ? { category: assessment.attrs.title } : {};
    return items.map((item: XmlElement, i) => ({ ...block(`${path}, item ${i + 1}`, readCanvasItem(item)), ...category }));
  }
  return [{ line: 1, source: '', error: say('qtiNotItem', { name: root.name }), place: path }];
}

/** Reads a QTI package: each item's result, or (for a package that cannot be read) one error saying why. */
export function importQtiPackage(bytes: Uint8Array): ImportResult {
  try {
    return summarise(readQtiPackage(bytes).flatMap(blocksOf));
  } catch (error) {
    if (!(error instanceof QtiPackageError)) throw error;
    return summarise([{ line: 1, source: '', error: error.message, place: 'The package' }]);
  }
}

/** Reads one pasted QTI XML file (an item, or a Canvas quiz's QTI 1.2). */
export function importQtiXml(text: string): ImportResult {
  try {
    return summarise(blocksOf({ path: say('qtiTheXml'), root: parseQtiXml(text, say('qtiTheXml')) }));
  } catch (error) {
    return summarise([{ line: 1, source: '', error: error instanceof Error ? error.message : say('qtiUnreadable'), place: say('qtiTheXml') }]);
  }
}
