/** Demo Academy courses, part two: business writing, data literacy, first aid, and a draft. */
import { PDF, VIDEO } from './demo-courses-1';
import type { CourseSeed } from './types';

export const demoCoursesPart2: CourseSeed[] = [
  {
    id: 'c5-writing',
    language: 'en',
    enrolment: 'request',
    title: 'Effective Business Writing',
    summary: 'Clear emails, reports and summaries.',
    description: 'Write messages people act on: lead with the point, structure for skimming, choose plain words and edit ruthlessly.',
    category: 'Communication',
    level: 'intermediate',
    modules: [
      { title: 'Plain language', lessons: [
        { title: 'Lead with the point', type: 'text', sections: 2, content: '# Lead with the point\n\nPut the request or conclusion in the first sentence. Readers decide in seconds whether to keep reading.\n\n## Example\n\n*Please approve the Q3 budget by Friday* beats three paragraphs of background.' },
        { title: 'Editing checklist', type: 'pdf', content: 'A checklist to run before you press send.', media: PDF },
        { title: 'Rewrite these sentences', type: 'text', content: 'Practise turning wordy phrases into plain ones.', link: 'exercise' },
      ] },
      { title: 'Structure', lessons: [
        { title: 'Writing for skimmers', type: 'video', content: 'Headings, lists and short paragraphs.', media: VIDEO, durationSeconds: 6 },
        { title: 'Structure quiz', type: 'text', content: 'A quick check on structure.', link: 'quiz' },
      ] },
    ],
    quiz: { name: 'Structure and clarity', code: 'WRT-200', passMark: 60, questions: [
      { prompt: 'Where should the main request of an email go?', options: ['At the end', 'In the first sentence', 'In a postscript'], answer: ['In the first sentence'] },
      { prompt: 'Which helps a skimming reader?', kind: 'multiple', options: ['Headings', 'Long paragraphs', 'Bulleted lists'], answer: ['Headings', 'Bulleted lists'] },
    ] },
    exercise: { title: 'Plain words', instructions: 'Give the plain word for each phrase.', items: [
      { prompt: 'in order to', answer: ['to'] },
      { prompt: 'at this point in time', answer: ['now'] },
      { prompt: 'due to the fact that', answer: ['because', 'since'] },
    ] },
  },
  {
    id: 'c5-data',
    enrolment: 'request',
    title: 'Foundations of Data Literacy',
    summary: 'Read charts, averages and surveys critically.',
    description: 'Understand the numbers you meet at work and in the news: averages and spread, sampling, correlation and misleading charts.',
    category: 'Data',
    level: 'intermediate',
    modules: [
      { title: 'Describing data', lessons: [
        { title: 'Mean, median and mode', type: 'text', sections: 3, content: '# Averages\n\nThe **mean** adds and divides; the **median** is the middle value; the **mode** is the most common.\n\n## Outliers\n\nOne very large value pulls the mean but barely moves the median.\n\n## Which to use\n\nFor incomes, prefer the median.' },
        { title: 'Reading a chart', type: 'video', content: 'Axes, scales and what a chart leaves out.', media: VIDEO, durationSeconds: 6 },
      ] },
      { title: 'Drawing conclusions', lessons: [
        { title: 'Correlation is not causation', type: 'text', sections: 1, content: '# Correlation and causation\n\nIce-cream sales and sunburn rise together because both follow the weather. Look for a third factor before claiming a cause.' },
        { title: 'Statistics glossary', type: 'pdf', content: 'Definitions of the terms in this course.', media: PDF },
        { title: 'Statistics flashcards', type: 'text', content: 'Review the key terms.', link: 'deck' },
        { title: 'Data quiz', type: 'text', content: 'Check what you have learnt.', link: 'quiz' },
      ] },
    ],
    quiz: { name: 'Averages and charts', code: 'DAT-150', passMark: 60, questions: [
      { prompt: 'What is the median of 3, 9, 4, 100, 5?', options: ['5', '24.2', '9'], answer: ['5'] },
      { prompt: 'Two measures rising together proves one causes the other.', options: ['True', 'False'], answer: ['False'] },
    ] },
    deck: { title: 'Statistics terms', description: 'Core vocabulary of data literacy.', cards: [
      ['Median', 'The middle value of sorted data.'], ['Sample', 'The part of a population that is measured.'], ['Outlier', 'A value far from the others.'], ['Correlation', 'How two measures move together.'],
    ] },
  },
  {
    id: 'c5-first-aid',
    title: 'First Aid at Work',
    summary: 'Respond safely to common workplace emergencies.',
    description: 'The primary survey, the recovery position, burns, bleeding and when to call emergency services. This course does not replace practical certification.',
    category: 'Health & Safety',
    level: 'beginner',
    modules: [
      { title: 'Assessing a casualty', lessons: [
        { title: 'Danger, response, airway', type: 'text', sections: 2, content: '# The primary survey\n\nCheck for **D**anger, **R**esponse, **A**irway, **B**reathing, **C**irculation.\n\n## Call for help\n\nIf the casualty is unresponsive, call emergency services early.' },
        { title: 'The recovery position', type: 'video', content: 'Placing a breathing, unresponsive casualty safely.', media: VIDEO, durationSeconds: 6 },
      ] },
      { title: 'Common injuries', lessons: [
        { title: 'First aid poster', type: 'pdf', content: 'A poster for the staff room.', media: PDF },
        { title: 'Injury quiz', type: 'text', content: 'Test your knowledge.', link: 'quiz' },
      ] },
    ],
    quiz: { name: 'First response', code: 'FA-100', passMark: 80, questions: [
      { prompt: 'How long should a minor burn be cooled under running water?', options: ['1 minute', 'At least 20 minutes', 'Not at all'], answer: ['At least 20 minutes'] },
      { prompt: 'What comes first in the primary survey?', options: ['Airway', 'Danger', 'Breathing'], answer: ['Danger'] },
    ] },
  },
  {
    id: 'c5-projects',
    title: 'Project Management Fundamentals',
    summary: 'Scope, schedule and stakeholders (draft).',
    description: 'A draft course being authored: not yet visible to learners.',
    category: 'Management',
    level: 'intermediate',
    published: false,
    modules: [
      { title: 'Scope', lessons: [
        { title: 'Writing a project charter', type: 'text', content: '# Project charter\n\nA charter names the goal, the sponsor, the budget and what is out of scope.' },
      ] },
    ],
  },
];
