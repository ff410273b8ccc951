// Canvas classic-quiz QTI export (issue 50): a fixture of our own in the shape Canvas writes it
// (tests/support/question-banks/canvas-quiz, zipped as Canvas exports it), graded as Canvas grades
// each question type; and packages that are not readable get a readable error, nothing half-imported.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '@contract/question-score';
import { importQtiPackage, importQtiXml } from '@/features/authoring/quiz/import/qti';
import { declareSize } from '../../../support/anki/zip-edit';
import { zipFixture } from '../../../support/question-banks/zip-folder';

const canvas = importQtiPackage(zipFixture('canvas-quiz'));
const question = (name: string) => canvas.blocks.find((b) => b.name === name)!.question!;
const points = (name: string, answers: (string | string[])[]) => answers.map((a) => Math.round(scoreAnswer(question(name), a).fraction * question(name).points * 100) / 100);

describe("Canvas's QTI export", () => {
  it('reads each question type with its points, category and feedback; says what cannot import or would change', () => {
    expect(canvas.questions.map((q) => [q.kind, q.points])).toEqual([['single', 2], ['text', 1], ['numeric', 1], ['numeric', 1], ['multiple', 3]]);
    expect(canvas.changed.map((b) => [b.name, b.change])).toEqual([
      ['Cell wall', 'Its feedback for right and for wrong answers is left out (here a question has general feedback and feedback per answer).'],
      ['Diagram', 'Its images (Uploaded Media/cell.png) are left out: a question here holds text only. It is worth 1 point here, not 0.5: points are whole numbers.'],
    ]);
    expect(canvas.blocks.filter((b) => b.error).map((b) => [b.place, b.error])).toEqual([
      ['gc0ffee0001/gc0ffee0001.xml, item 8', 'An essay needs a person to grade it, and quizzes here are graded on the device and the server.'],
      ['gc0ffee0001/gc0ffee0001.xml, item 9', "Canvas's “matching” questions have no form here."],
    ]);
    expect(canvas.blocks[0]).toMatchObject({ category: 'Cells and numbers', question: { prompt: 'Which organelle is the powerhouse of the cell?', feedback: 'Mitochondria make ATP.' } });
    expect(scoreAnswer(question('Powerhouse'), 'Ribosome').feedback).toEqual(['Ribosomes make proteins.']);
    expect(canvas.changed[0]!.question).toMatchObject({ kind: 'truefalse', answer: ['False'], optionFeedback: ['Plant cells have one; animal cells do not.', ''] });
  });

  it('grades as Canvas does', () => {
    expect(points('Powerhouse', ['Mitochondrion', 'Ribosome', 'Nucleus'])).toEqual([2, 0, 0]);
    // Short answer: any accepted answer, case and surrounding spaces aside.
    expect(points('Capital', ['paris', ' Paree ', 'Lyon'])).toEqual([1, 1, 0]);
    expect(scoreAnswer(question('Capital'), 'paree').feedback).toEqual(['Accepted, but it is spelled Paris.']);
    // Numerical: the exact answer within its margin; a range, bounds included.
    expect(points('Pi', ['3.14', '3.13', '3.15', '3.151', '3,14'])).toEqual([1, 1, 1, 0, 1]);
    expect(points('Between', ['1', '1.5', '2', '2.01', '10', '10.1'])).toEqual([1, 1, 1, 0, 1, 0]);
    // Multiple answers: 3 points over 3 right answers, 1 each, a wrong one chosen takes 1 away, never below 0.
    expect(points('Organelles', [['Chloroplast', 'Cell wall', 'Vacuole'], ['Chloroplast', 'Cell wall'], ['Chloroplast', 'Cell wall', 'Centriole'], ['Chloroplast', 'Centriole'], ['Chloroplast', 'Cell wall', 'Vacuole', 'Centriole']])).toEqual([3, 2, 1, 0, 2]);
  });
});

const manifest = (href: string, type = 'imsqti_item_xmlv2p1') => strToU8(`<manifest><resources><resource identifier="r" type="${type}" href="${href}"/></resources></manifest>`);
const item = strToU8('<assessmentItem identifier="i" title="T"><responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>A</value></correctResponse></responseDeclaration><itemBody><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Q?</prompt><simpleChoice identifier="A">Yes</simpleChoice><simpleChoice identifier="B">No</simpleChoice></choiceInteraction></itemBody><responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/></assessmentItem>');
const errors = (bytes: Uint8Array) => {
  const result = importQtiPackage(bytes);
  return result.blocks.map((b) => b.error);
};

describe('packages that cannot be read', () => {
  it('reads a minimal package, and refuses a damaged zip or one without a manifest', () => {
    expect(importQtiPackage(zipSync({ 'imsmanifest.xml': manifest('a.xml'), 'a.xml': item })).questions).toHaveLength(1);
    expect(errors(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toEqual(['This file is not a QTI package (.zip): it could not be unzipped. It may be damaged or only partly downloaded.']);
    expect(errors(zipSync({ 'a.xml': item }))).toEqual(['This zip has no imsmanifest.xml: it is not a QTI package or a Canvas quiz export.']);
    expect(errors(zipSync({ 'imsmanifest.xml': manifest('a.xml', 'webcontent'), 'a.xml': item }))).toEqual(['The manifest of this package lists no QTI questions (resources of type imsqti_item_xmlv2p1, imsqti_item_xmlv3p0 or imsqti_xmlv1p2).']);
  });

  it('refuses a path that escapes the package, in the zip or in the manifest', () => {
    for (const name of ['../evil.xml', '/etc/passwd', 'a/../../b.xml', 'c:\\x.xml']) {
      expect(errors(zipSync({ 'imsmanifest.xml': manifest('a.xml'), 'a.xml': item, [name]: item }))[0]).toMatch(/points outside the package; it is not read\.$/);
    }
    expect(errors(zipSync({ 'imsmanifest.xml': manifest('../../a.xml'), 'a.xml': item }))).toEqual(['Its path points outside the package; it is not read.']);
  });

  it('refuses a zip bomb from its central directory, before inflating it', () => {
    const dense = zipSync({ 'imsmanifest.xml': manifest('a.xml'), 'a.xml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(errors(dense)).toEqual(['"a.xml" in this package is compressed more than any real file could be (a zip bomb?); it is not read.']);
    const big = declareSize(zipSync({ 'imsmanifest.xml': manifest('a.xml'), 'a.xml': item }), 300 * 1024 * 1024, 'a.xml');
    expect(errors(big)).toEqual(['"a.xml" in this package unpacks to 300 MB; at most 20 MB is read.']);
  });

  it('never reads an external entity, and names a file that is not QTI', () => {
    const entity = strToU8('<?xml version="1.0"?><!DOCTYPE assessmentItem [<!ENTITY x SYSTEM "file:///etc/passwd">]><assessmentItem>&x;</assessmentItem>');
    expect(errors(zipSync({ 'imsmanifest.xml': manifest('a.xml'), 'a.xml': entity }))).toEqual(['a.xml declares external entities; they are never read, so it is refused.']);
    expect(errors(zipSync({ 'imsmanifest.xml': manifest('a.xml'), 'a.xml': strToU8('<html/>') }))).toEqual(['It is a <html>, not a QTI item (assessmentItem) or a Canvas quiz (questestinterop).']);
    expect(importQtiXml('<assessmentItem><itemBody>').blocks[0]!.error).toMatch(/^The XML is not valid XML: /);
  });
});
