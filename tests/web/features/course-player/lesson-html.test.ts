// Lesson text is rendered as HTML only after DOMPurify; Markdown (the seed's) becomes HTML with its text escaped.
import { expect, test } from 'vitest';
import { lessonSectionsHtml, sanitizeLessonHtml } from '@/features/course-player/lesson-html';

test('authored HTML loses scripts and event handlers', () => {
  const html = sanitizeLessonHtml('<p onclick="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"></p>');
  expect(html).toContain('<p>Hi');
  expect(html).not.toMatch(/script|onclick|onerror/);
});

test('Markdown headings, emphasis and code become HTML; text that looks like HTML stays text', () => {
  const html = sanitizeLessonHtml('# Title\n\nSome **bold** and `x<y`.\n\n```python\nprint("<b>")\n```');
  expect(html).toContain('<h3>Title</h3>');
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<code>x&lt;y</code>');
  expect(html).toMatch(/<pre><code class="language-python">print\("&lt;b&gt;"\)\s*<\/code><\/pre>/);
});

test('Markdown with one `## ` heading per later section is split per section, otherwise kept whole', () => {
  expect(lessonSectionsHtml('# A\n\nIntro\n\n## B\n\nMore', 2)).toEqual(['<h3>A</h3>\n<p>Intro</p>', '<h4>B</h4>\n<p>More</p>']);
  expect(lessonSectionsHtml('# A\n\nIntro\n\n## B\n\nMore', 3)).toHaveLength(1);
  expect(lessonSectionsHtml('<h2>x</h2><script>y()</script>', 2)).toEqual(['<h2>x</h2>']);
});

test('a `*` inside inline code stays code, and emphasis still works around code spans (issue 21 item 9)', () => {
  expect(sanitizeLessonHtml('`=A1*2` changes when copied; `=$A$1*2` does not.')).toBe('<p><code>=A1*2</code> changes when copied; <code>=$A$1*2</code> does not.</p>');
  expect(sanitizeLessonHtml('*Pin* it: `$A$1` or **both** `a**b**c`')).toBe('<p><em>Pin</em> it: <code>$A$1</code> or <strong>both</strong> <code>a**b**c</code></p>');
  expect(sanitizeLessonHtml('an unclosed `tick and *em*')).toBe('<p>an unclosed `tick and <em>em</em></p>');
});

test('authored HTML splits into its sections at <hr> when the count matches, empty parts not counted', () => {
  const html = '<h2>One</h2><p>a</p><hr><p>b</p><hr><p></p><hr><p>c</p>';
  expect(lessonSectionsHtml(html, 3)).toEqual(['<h2>One</h2><p>a</p>', '<p>b</p>', '<p>c</p>']);
  expect(lessonSectionsHtml(html, 1)).toHaveLength(1);
});
