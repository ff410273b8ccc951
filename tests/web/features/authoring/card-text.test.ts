// Cleaning imported card HTML fast (issue 50, item 4: a 20,000-note import): a field that sanitising
// would give back unchanged skips DOMPurify. The shortcut must agree with DOMPurify on every field it
// takes, and leave every other field to it.
import { describe, expect, test } from 'vitest';
import { cardHtmlPreview, cleanCardHtml, isCleanCardHtml } from '@/features/authoring/deck/import/card-text';
import { sanitizeCardHtml } from '@/ui/card-html';

const CLEAN = [
  'plain text', '{{c1::Fact 1}} was found in {{c2::1901::year}}', '<b>Word 1</b>', '<i>meaning</i> of word 2<br>with a second line',
  '<div><b>a <i>b</i></b> c</div><div>d</div>', 'x &amp; y &lt; z &gt; w&nbsp;v', '<span><code>f(x)</code></span><sub>2</sub><sup>3</sup><u>u</u><em>e</em><strong>s</strong>',
  "quotes \" and ' stay", '  padded  ', 'tab\tand\nnewline', '',
];
const NOT_CLEAN = [
  '<b>unclosed', 'closed</b>', '<b><i>crossed</b></i>', '<B>upper</B>', '<br/>', '</br>', '<p>para</p>', '<div class="x">attr</div>', '<script>x()</script>',
  '<img src="a.png">', 'a < b', 'a > b', 'AT&T', '&eacute;', '&#233;', 'line\r\nbreak', 'no\u00a0break', 'nul\0', '<a href="x">link</a>', '<!-- c -->', '<b >space</b >',
];

describe('the fast path of cleaning', () => {
  test('fields it takes are exactly what DOMPurify gives back', () => {
    for (const html of CLEAN) {
      expect(isCleanCardHtml(html), html).toBe(true);
      expect(sanitizeCardHtml(html).trim(), html).toBe(html.trim());
    }
  });

  test('every other field goes to DOMPurify', () => {
    for (const html of NOT_CLEAN) {
      expect(isCleanCardHtml(html), html).toBe(false);
      expect(cleanCardHtml(html), html).toBe(sanitizeCardHtml(html).trim());
    }
    // Random mixes of the tokens agree with DOMPurify whenever the shortcut takes them.
    const parts = ['<b>', '</b>', '<i>', '</i>', '<div>', '</div>', '<br>', 'x', ' ', '&amp;', '&', '<', '>', '<span>', '</span>', '\n'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    let taken = 0;
    for (let n = 0; n < 20_000; n += 1) {
      const html = Array.from({ length: 1 + (next() % 8) }, () => parts[next() % parts.length]).join('');
      if (isCleanCardHtml(html)) {
        taken += 1;
        expect(sanitizeCardHtml(html).trim(), JSON.stringify(html)).toBe(html.trim());
      }
    }
    expect(taken).toBeGreaterThan(300);
  });

  test('the preview line is the text, without a DOM parse', () => {
    expect(cardHtmlPreview('<b>Word</b><br>x &amp; y&nbsp;z &lt;w&gt; &quot;q&quot;')).toBe('Word x & y\u00a0z <w> "q"');
    expect(cardHtmlPreview(`<i>${'a'.repeat(500)}</i>`)).toBe('a'.repeat(120));
  });
});
