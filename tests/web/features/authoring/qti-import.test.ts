// QTI 2.1 and 3.0 package import (issue 50): fixtures of our own in the shape of the specification's
// examples (tests/support/question-banks/qti21, qti30), zipped as a tool exports them. Every answer
// to a mapped item scores here what QTI's mapResponse gives it (the reference below follows the
// specification: the mapped value of each distinct value given, defaultValue for unmapped ones, the
// sum kept within lowerBound and upperBound), as a share of the item's highest score.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreAnswer, type KeyedQuestion } from '@contract/question-score';
import { importQtiPackage, importQtiXml } from '@/features/authoring/quiz/import/qti';
import { zipFixture } from '../../../support/question-banks/zip-folder';

const read = (folder: string) => importQtiPackage(zipFixture(folder));
const qti21 = read('qti21');
const qti30 = read('qti30');
const named = (result: ReturnType<typeof read>, name: string) => result.blocks.find((b) => b.name === name)!;
const fraction = (q: KeyedQuestion, answer: string | string[]) => scoreAnswer(q, answer).fraction;

/** QTI's mapResponse, as the specification defines it. */
function mapResponse(given: string[], map: Record<string, number>, { lower = -Infinity, upper = Infinity, dflt = 0 }): number {
  const sum = [...new Set(given)].reduce((s, v) => s + (map[v] ?? dflt), 0);
  return Math.min(upper, Math.max(lower, sum));
}
const subsets = <T>(list: T[]): T[][] => list.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]);

describe('a QTI 2.1 package', () => {
  it('reads each interaction, names what would change, and says why an item cannot import', () => {
    expect(qti21.questions.map((q) => [q.kind, q.points])).toEqual([['single', 1], ['multiple', 2], ['text', 4], ['numeric', 1], ['ordering', 1], ['matching', 4]]);
    expect(qti21.changed.map((b) => [b.name, b.change])).toEqual([
      ['Planets', 'QTI can score it below 0 (down to -1); here a question never scores below 0.'],
      ['Richard III (Take 3)', 'QTI tells upper and lower case apart (“York”, “york”); here they count as the same.'],
      ['Capitals', 'QTI gives the points only when every pair is right; here each right pair earns its share.'],
      ['Adaptive hint', 'It scores answers by rules of its own; here it is graded by its correct response. Its feedback (shown by rules of its own) is left out.'],
    ]);
    expect(qti21.blocks.filter((b) => b.error).map((b) => [b.place, b.error])).toEqual([
      ['items/extended_text.xml', 'Its answer needs a person to grade it, and quizzes here are graded on the device and the server.'],
      ['items/missing.xml', 'The manifest names this file, but the package does not hold it.'],
    ]);
  });

  it('keeps the text around the interaction, its prompt and the feedback inline in a choice', () => {
    expect(named(qti21, 'Unattended Luggage').question).toMatchObject({
      prompt: 'Look at the text in the station sign.\nWhat does it say?',
      answer: ['You must stay with your luggage at all times.'],
      optionFeedback: ['Right: luggage is never left alone.', '', 'It says more than that.'],
    });
    expect(named(qti21, 'Richard III (Take 3)').question!.prompt).toBe("Identify the missing word in this famous quote from Shakespeare's Richard III.\nNow is the winter of our discontent\nMade glorious summer by this sun of ____;");
    expect(named(qti21, 'Characters and Plays').question).toMatchObject({ items: ['Capulet', 'Demetrius', 'Lysander', 'Prospero'], answer: ['Romeo and Juliet', "A Midsummer-Night's Dream", "A Midsummer-Night's Dream", 'The Tempest'] });
    expect(scoreAnswer(named(qti21, 'Unattended Luggage').question!, 'Remember your luggage when you leave.')).toEqual({ fraction: 0, correct: false, feedback: ['It says more than that.'] });
  });

  it('grades every set of choices as mapResponse does, defaultValue and both bounds included', () => {
    const q = named(qti21, 'Composition of Water').question!;
    const ids = ['H', 'He', 'C', 'O', 'N', 'Cl'];
    const map = { H: 1, O: 1, Cl: -1 };
    for (const chosen of subsets(ids)) {
      const qti = mapResponse(chosen, map, { lower: 0, upper: 2, dflt: -2 });
      expect(fraction(q, chosen.map((id) => q.options[ids.indexOf(id)]!)) * q.points, chosen.join()).toBeCloseTo(qti, 9);
    }
  });

  it('grades single choices, text and numbers as their mapping or correct response does', () => {
    const planets = named(qti21, 'Planets').question!;
    // QTI: Venus −1 (here 0: the change it lists), Mars 2, Jupiter 1, out of 2.
    expect(['Venus', 'Mars', 'Jupiter'].map((a) => fraction(planets, a) * planets.points)).toEqual([0, 2, 1]);
    const capital = named(qti21, 'Capital').question!;
    expect(['Paris', 'PARIS', 'lutetia', 'Lyon'].map((a) => fraction(capital, a) * capital.points)).toEqual([4, 4, 2, 0]);
    const times = named(qti21, 'Times table').question!;
    expect(['42', '42.0', '41', 'forty-two'].map((a) => fraction(times, a))).toEqual([1, 1, 0, 0]);
    const order = named(qti21, 'Grand Prix of Bahrain').question!;
    expect(fraction(order, ['Michael Schumacher', 'Rubens Barrichello', 'Jenson Button'])).toBe(1);
    expect(fraction(order, ['Rubens Barrichello', 'Michael Schumacher', 'Jenson Button'])).toBe(0);
    const plays = named(qti21, 'Characters and Plays').question!;
    expect(fraction(plays, ['Romeo and Juliet', 'The Tempest', "A Midsummer-Night's Dream", 'The Tempest']) * plays.points).toBe(mapResponse(['C R', 'D T', 'L M', 'P T'], { 'C R': 1, 'D M': 1, 'L M': 1, 'P T': 1 }, {}));
  });
});

describe('a QTI 3.0 package', () => {
  it('reads the kebab-case elements as QTI 2.1 and grades as mapResponse does', () => {
    expect(qti30.questions.map((q) => q.kind)).toEqual(['multiple', 'numeric', 'ordering']);
    expect(qti30.changed.map((b) => [b.name, b.change])).toEqual([['Characters and Plays', 'QTI scores each pair by its own mapped value (or caps the sum); here each right pair earns an equal share.']]);
    const colours = named(qti30, 'Primary colours').question!;
    for (const chosen of subsets(['Red', 'Green', 'Blue'])) {
      expect(fraction(colours, chosen) * colours.points).toBeCloseTo(mapResponse(chosen, { Red: 1, Blue: 1, Green: -1 }, { lower: 0, upper: 2 }), 9);
    }
    expect(scoreAnswer(colours, ['Green']).feedback).toEqual(['Green is mixed from blue and yellow.']);
    const boiling = named(qti30, 'Boiling point').question!;
    expect(['100', '212', '99'].map((a) => fraction(boiling, a))).toEqual([1, 0.5, 0]);
    expect(named(qti30, 'Boiling point').place).toBe('q2/text entry.xml');
  });

  it('reads one item pasted as XML', () => {
    const result = importQtiXml(readFileSync('tests/support/question-banks/qti30/q4/order.xml', 'utf8'));
    expect(result.questions).toMatchObject([{ kind: 'ordering', prompt: 'Put these planets in order, largest first.', answer: ['Jupiter', 'Earth', 'Mars'] }]);
  });
});

describe('mappings beyond the fixtures', () => {
  const entry = (baseType: string, mapping: string, processing = 'map_response') => importQtiXml(`<assessmentItem identifier="x" title="X">
    <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="${baseType}"><mapping ${mapping}</mapping></responseDeclaration>
    <itemBody><p>Answer: <textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>
    <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/${processing}"/></assessmentItem>`);

  it('a defaultValue other than 0 scores any other text or number, and a star in a key stays a star', () => {
    const text = entry('string', 'defaultValue="1"><mapEntry mapKey="a*b" mappedValue="4" caseSensitive="false"/>').questions[0]!;
    expect(['a*b', 'A*B', 'axxb', 'anything'].map((a) => fraction(text, a) * text.points)).toEqual([4, 4, 1, 1]);
    const number = entry('float', 'defaultValue="0.5"><mapEntry mapKey="2.5" mappedValue="1"/>').questions[0]!;
    expect(['2.5', '2,5', '7'].map((a) => fraction(number, a))).toEqual([1, 1, 0.5]);
  });

  it('an item scored by rules of its own without a correct response, or by a mapping it lacks, is refused in words', () => {
    expect(entry('string', '>', 'unknown_template').blocks[0]!.error).toBe('It scores answers by rules of its own and has no correct response, so how it scores cannot be read.');
    expect(importQtiXml('<assessmentItem><responseDeclaration identifier="R" cardinality="single" baseType="string"/><itemBody><textEntryInteraction responseIdentifier="R"/></itemBody><responseProcessing template="x/map_response"/></assessmentItem>').blocks[0]!.error)
      .toBe('It is scored by its mapping (map_response) but has none.');
  });
});
