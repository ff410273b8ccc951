/** The rich-text editor's schema (@tiptap): what a text lesson can hold, shared by the editor and its round-trip test. */
import { Link } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/** Headings, emphasis, code and code blocks, lists, rules ('New section'), links and block images. */
export const lessonExtensions = [StarterKit.configure({ link: false }), Link, Image.configure({ inline: false })];
