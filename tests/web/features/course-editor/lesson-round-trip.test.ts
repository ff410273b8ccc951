// A lesson stored as Markdown opens in the rich-text editor as formatted text, and saving it without a
// change leaves what the learner sees identical (issue 49, item 4): over every seeded text lesson.
import { Editor } from '@tiptap/core';
import { afterEach, expect, test } from 'vitest';
import { OUTLINE_LIMITS } from '@contract/course-editor';
import { splitLessonSections } from '@contract/lesson-sections';
import { lessonExtensions } from '@/features/course-editor/components/lesson-extensions';
import { lessonSectionsHtml } from '@/features/course-player/lesson-html';
import { lessonEditorHtml } from '@/ui/lesson-markdown';
import { demoAcademy } from '../../../../server/seed/demo-org';
import { riversideCollege } from '../../../../server/seed/other-org';
import { sanitizeLessonContent } from '../../../../server/slices/course-editor/sanitize';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** What the editor holds after opening `content`: its document, and the HTML a save stores (the server sanitises it on publish). */
function openAndSave(content: string, sections: number) {
  const editor = new Editor({ extensions: lessonExtensions, content: lessonEditorHtml(content, sections) });
  editors.push(editor);
  const saved = sanitizeLessonContent(editor.getHTML());
  // As the lesson editor counts them on a change.
  return { editor, saved, sections: Math.min(OUTLINE_LIMITS.sections, splitLessonSections(saved).length) };
}

/**
 * What a learner sees of `html`, normalised: the element tree with the attributes that show (a link's
 * target, the editor's wrapping of a list item's text in a paragraph, whitespace between
 * blocks and a code block's final line break do not change what is read).
 */
function seen(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const p of [...root.querySelectorAll('li > p:only-child')]) p.replaceWith(...p.childNodes);
  for (const el of root.querySelectorAll('*')) {
    for (const { name } of [...el.attributes]) if (!['href', 'src', 'alt', 'class'].includes(name)) el.removeAttribute(name);
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const blank: Text[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement?.closest('pre')) node.data = node.data.replace(/\n$/, '');
    else if (!node.data.trim() && !node.parentElement?.closest('p, li, h1, h2, h3, h4, h5, h6')) blank.push(node);
    else node.data = node.data.replace(/\s+/g, ' ');
  }
  blank.forEach((node) => node.remove());
  return root.innerHTML;
}

const seededTextLessons = [demoAcademy, riversideCollege].flatMap((org) =>
  org.courses.flatMap((course) => course.modules.flatMap((m) => m.lessons.filter((l) => l.type === 'text').map((l) => ({ ...l, course: course.id })))),
);

test('the seed has Markdown text lessons with headings, emphasis and code to carry over', () => {
  expect(seededTextLessons.length).toBeGreaterThan(10);
  expect(seededTextLessons.filter((l) => /^#/.test(l.content) && /\*\*|`/.test(l.content)).length).toBeGreaterThan(3);
});

test.each(seededTextLessons.map((l) => [`${l.course}: ${l.title}`, l] as const))('%s opens formatted and saves as the learner saw it', (_, lesson) => {
  const sections = lesson.sections ?? 1;
  const { editor, saved, sections: savedSections } = openAndSave(lesson.content, sections);
  if (lesson.content.startsWith('#')) expect(editor.state.doc.firstChild?.type.name).toBe('heading');
  expect(editor.getText()).not.toMatch(/^#|\*\*|`/m);
  expect(saved.startsWith('<')).toBe(true);
  const before = lessonSectionsHtml(lesson.content, sections).map(seen);
  const after = lessonSectionsHtml(saved, savedSections).map(seen);
  expect(after).toEqual(before);
  // A section of the Markdown is still a section once saved.
  if (before.length > 1) expect(savedSections).toBe(sections);
});

test('lists, links and images in Markdown open as such and survive a save; HTML typed in Markdown stays text', () => {
  const markdown = [
    '# Tools',
    'Read *this* and [the guide](https://example.com/guide).',
    '- one\n- **two**\n- `three`',
    '1. first\n2. second',
    '![A chart](/media/chart.png)',
    'Never <script>run()</script> this.',
  ].join('\n\n');
  const { editor, saved, sections } = openAndSave(markdown, 1);
  const types = new Set<string>();
  editor.state.doc.descendants((node) => void types.add(node.type.name));
  expect([...types]).toEqual(expect.arrayContaining(['heading', 'bulletList', 'orderedList', 'listItem', 'image']));
  expect(saved).toContain('href="https://example.com/guide"');
  expect(saved).toContain('src="/media/chart.png"');
  expect(saved).toContain('&lt;script&gt;');
  expect(lessonSectionsHtml(saved, sections).map(seen)).toEqual(lessonSectionsHtml(markdown, 1).map(seen));
});
