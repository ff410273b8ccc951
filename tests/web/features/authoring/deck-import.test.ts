// Anki imports and export for the deck editor (issue 18, item 6): the text format's header lines
// (#separator, #html, #tags column, #guid column, #notetype column), bad rows with their error in
// words, a re-import by guid updating notes instead of duplicating them, the exported file read back,
// cloze expansion. Anki packages (.apkg): apkg-import.test.ts.
import { describe, expect, test } from 'vitest';
import { clozeNumbers } from '@contract/cloze';
import { expandNote, type DeckContent } from '@contract/deck-authoring';
import { parseAnkiText, exportAnkiText } from '@/features/authoring/deck/import/anki-text';
import { noteIdOfGuid } from '@/data/anki/note-id';
import { mergeImported } from '@/features/authoring/deck/import/merge';

describe('Anki text format', () => {
  test('reads the header lines: separator by name, html, tags and guid columns', () => {
    const file = ['#separator:semicolon', '#html:true', '#guid column:1', '#tags column:4', 'g1;<b>bold</b> front<script>x</script>;back;verbs french', 'g2;"a; quoted";b;'].join('\n');
    const result = parseAnkiText(file);
    expect(result.errors).toBe(0);
    expect(result.notes).toEqual([
      { kind: 'basic', front: '<b>bold</b> front', back: 'back', reversed: false, tags: ['verbs', 'french'], guid: 'g1' },
      { kind: 'basic', front: 'a; quoted', back: 'b', reversed: false, tags: [], guid: 'g2' },
    ]);
  });

  test('escapes text when #html:false, takes tab by name, reads note types and cloze', () => {
    const file = ['#separator:tab', '#html:false', '#notetype column:1', 'Basic (and reversed card)\t1 < 2\tyes', 'Cloze\t{{c1::Paris}} is in {{c2::France}}\tgeo'].join('\n');
    const result = parseAnkiText(file);
    expect(result.notes[0]).toMatchObject({ kind: 'basic', front: '1 &lt; 2', reversed: true });
    expect(result.notes[1]).toMatchObject({ kind: 'cloze', front: '{{c1::Paris}} is in {{c2::France}}', back: 'geo' });
  });

  test('guesses the separator without a header and names each bad row', () => {
    const result = parseAnkiText('front,back\nonly one field\n,empty front\nCloze?,x\n');
    expect(result.notes).toHaveLength(2);
    expect(result.rows[1]).toEqual({ row: 2, error: 'It has 1 field; a card needs a front and a back.' });
    expect(result.rows[2]).toEqual({ row: 3, error: 'The card needs a front.' });
    const cloze = parseAnkiText('#notetype:Cloze\n#separator:pipe\nno deletion|x');
    expect(cloze.rows[0]!.error).toMatch(/needs at least one deletion/);
    const tags = parseAnkiText(`#separator:tab\n#tags column:3\na\tb\t${'t'.repeat(51)}`);
    expect(tags.rows[0]!.error).toMatch(/longer than 50 characters/);
  });

  test('a re-import with guids updates those notes; the export reads back the same notes', async () => {
    const deckId = 'deck-1';
    const first = parseAnkiText('#separator:tab\n#guid column:1\nG1\tcat\tchat\nG2\tdog\tchien\n\tno guid\tsans');
    const once = await mergeImported(deckId, [], first.notes);
    expect(once).toMatchObject({ added: 3, updated: 0 });
    expect(once.notes[0]!.id).toBe(await noteIdOfGuid(deckId, 'G1'));
    expect(once.notes[0]!.id).not.toBe(await noteIdOfGuid('deck-2', 'G1'));
    const again = await mergeImported(deckId, once.notes, parseAnkiText('#separator:tab\n#guid column:1\nG1\tcat\tle chat\nG3\tbird\toiseau').notes);
    expect(again).toMatchObject({ added: 1, updated: 1 });
    expect(again.notes).toHaveLength(4);
    expect(again.notes[0]).toMatchObject({ id: once.notes[0]!.id, back: 'le chat' });

    const content: DeckContent = { title: 'T', description: '', courseId: null, notes: again.notes.map((n, i) => (i === 1 ? { ...n, reversed: true, tags: ['a', 'b'] } : n)) };
    const text = exportAnkiText(content);
    expect(text.split('\n').slice(0, 5)).toEqual(['#separator:tab', '#html:true', '#guid column:1', '#notetype column:2', '#tags column:5']);
    const back = await mergeImported(deckId, content.notes, parseAnkiText(text).notes);
    expect(back).toMatchObject({ added: 0, updated: 4 });
    expect(back.notes).toEqual(content.notes);
  });
});

describe('cloze', () => {
  test('one card per cloze number, blanks and hints on the front, the answer on the back', () => {
    const text = '{{c2::b::hint}} {{c1::a}} {{c2::bb}} {{c0::x}}';
    expect(clozeNumbers(text)).toEqual([1, 2]);
    const cards = expandNote({ id: 'n', kind: 'cloze', front: text, back: '', reversed: true });
    expect(cards.map((c) => c.ordinal)).toEqual(['c1', 'c2']);
    expect(cards[1]!.front).toBe('<span class="cloze">[hint]</span> a <span class="cloze">[...]</span> x');
    expect(cards[1]!.back).toBe('<b class="cloze">b</b> a <b class="cloze">bb</b> x');
    expect(expandNote({ id: 'n', kind: 'basic', front: 'f', back: 'b', reversed: true }).map((c) => [c.ordinal, c.front])).toEqual([['1', 'f'], ['r', 'b']]);
  });
});
