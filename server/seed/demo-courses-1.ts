/** Demo Academy courses, part one: spreadsheets, Python, personal finance. */
import type { CourseSeed } from './types';

export const VIDEO = '/media/demo-intro.webm';
export const PDF = '/media/demo-handout.pdf';

export const demoCoursesPart1: CourseSeed[] = [
  {
    id: 'c5-spreadsheets',
    language: 'en',
    title: 'Spreadsheet Essentials',
    summary: 'Formulas, ranges and charts for everyday work.',
    description: 'Build confidence with spreadsheets: enter and format data, write formulas with relative and absolute references, summarise with functions and present results as charts.',
    category: 'Productivity',
    level: 'beginner',
    modules: [
      { title: 'Getting started', lessons: [
        { title: 'Welcome to the course', type: 'video', content: 'A short tour of what you will build in this course.', media: VIDEO, durationSeconds: 6 },
        { title: 'Cells, rows and columns', type: 'text', sections: 3, content: '# Cells, rows and columns\n\nEvery cell has an address made of its column letter and row number, such as **B4**.\n\n## Ranges\n\nA range such as `A1:C10` covers every cell between two corners.\n\n## Entering data\n\nType a value and press Enter to move down, or Tab to move right.' },
      ] },
      { title: 'Formulas', lessons: [
        { title: 'Relative and absolute references', type: 'text', sections: 2, content: '# References\n\n`=A1*2` changes when copied; `=$A$1*2` does not. Use `$` to pin the row, the column or both.\n\n## Practice\n\nCopy a VAT formula down a column while keeping the rate cell fixed.' },
        { title: 'Formula cheat sheet', type: 'pdf', content: 'A one-page handout of the functions used in this course.', media: PDF },
        { title: 'Check your understanding', type: 'text', content: 'Take the short quiz on formulas and references.', link: 'quiz' },
        { title: 'Practise SUM and AVERAGE', type: 'text', content: 'Work through the exercise, then review the flashcards.', link: 'exercise' },
        { title: 'Function flashcards', type: 'text', content: 'Review the most common functions.', link: 'deck' },
      ] },
    ],
    quiz: { name: 'Formulas and references', code: 'SPR-101', passMark: 60, questions: [
      { prompt: 'Which formula keeps the reference to A1 fixed when copied?', options: ['=A1*2', '=$A$1*2', '=A$1*2'], answer: ['=$A$1*2'] },
      { prompt: 'What does =SUM(B2:B5) add up?', options: ['B2 and B5 only', 'B2, B3, B4 and B5', 'Every cell in column B'], answer: ['B2, B3, B4 and B5'] },
      { prompt: 'Which of these are valid cell addresses?', kind: 'multiple', options: ['C7', '7C', 'AA12'], answer: ['C7', 'AA12'] },
    ] },
    exercise: { title: 'SUM and AVERAGE', instructions: 'Work out the value each formula returns for A1=4, A2=6, A3=8.', items: [
      { prompt: '=SUM(A1:A3)', answer: ['18'] },
      { prompt: '=AVERAGE(A1:A3)', answer: ['6'] },
      { prompt: '=MAX(A1:A3)-MIN(A1:A3)', answer: ['4'], hint: 'Largest minus smallest.' },
      { kind: 'choice', prompt: 'Which function counts only the cells that meet a condition?', options: ['SUM', 'COUNTIF', 'AVERAGE'], answer: ['COUNTIF'] },
      { kind: 'order', prompt: 'Put the steps to total B2:B5 in order.', options: ['Press Enter', 'Type =SUM(', 'Select B2:B5 and type )'],
        answer: ['Type =SUM(', 'Select B2:B5 and type )', 'Press Enter'] },
    ] },
    deck: { title: 'Spreadsheet functions', description: 'The functions you will use every day.', cards: [
      ['SUM', 'Adds the numbers in a range.'], ['AVERAGE', 'The arithmetic mean of a range.'],
      ['COUNTIF', 'Counts cells in a range that meet a condition.'], ['VLOOKUP', 'Finds a value in the first column of a table and returns a value from the same row.'],
      ['IF', 'Returns one value when a condition is true and another when it is false.'], ['ROUND', 'Rounds a number to a given number of digits.'],
    ] },
  },
  {
    id: 'c5-python',
    language: 'en',
    title: 'Introduction to Python Programming',
    summary: 'Variables, loops and functions with Python 3.',
    description: 'Learn to read and write small Python programs: values and variables, decisions, loops, lists and functions, with plenty of short exercises.',
    category: 'Technology',
    level: 'beginner',
    modules: [
      { title: 'First steps', lessons: [
        { title: 'Why Python?', type: 'video', content: 'Where Python is used and how this course works.', media: VIDEO, durationSeconds: 6 },
        { title: 'Values and variables', type: 'text', sections: 2, content: '# Values and variables\n\n```python\nname = "Asha"\nage = 29\nprint(name, age)\n```\n\nA variable is a name bound to a value. Names are case-sensitive.' },
      ] },
      { title: 'Control flow', lessons: [
        { title: 'Loops', type: 'text', sections: 2, content: '# Loops\n\n```python\nfor n in range(3):\n    print(n)\n```\n\n`range(3)` yields 0, 1 and 2. A `while` loop runs until its condition is false.' },
        { title: 'Python syntax card', type: 'pdf', content: 'Printable summary of the syntax in this module.', media: PDF },
        { title: 'Loops quiz', type: 'text', content: 'Test yourself on loops.', link: 'quiz' },
        { title: 'Predict the output', type: 'text', content: 'Read each snippet and predict what it prints.', link: 'exercise' },
        { title: 'Keyword flashcards', type: 'text', content: 'Review Python keywords.', link: 'deck' },
      ] },
    ],
    quiz: { name: 'Loops and ranges', code: 'PY-110', passMark: 70, questions: [
      { prompt: 'What does list(range(3)) produce?', options: ['[1, 2, 3]', '[0, 1, 2]', '[0, 1, 2, 3]'], answer: ['[0, 1, 2]'] },
      { prompt: 'Which of these start a loop?', kind: 'multiple', options: ['for', 'while', 'def'], answer: ['for', 'while'] },
      { prompt: 'A for loop over range(5) runs five times.', options: ['True', 'False'], answer: ['True'] },
      { prompt: 'Which keyword leaves a loop early?', kind: 'text', options: [], answer: ['break'] },
    ] },
    exercise: { title: 'Predict the output', instructions: 'Type exactly what each program prints.', items: [
      { prompt: 'print(2 ** 3)', answer: ['8'] },
      { prompt: 'print(len("offline"))', answer: ['7'] },
    ] },
    deck: { title: 'Python keywords', description: 'Keywords and what they do.', cards: [
      ['def', 'Defines a function.'], ['return', 'Ends a function and gives back a value.'], ['elif', 'Another condition after if.'], ['None', 'The absence of a value.'],
    ] },
  },
  {
    id: 'c5-finance',
    language: 'en',
    title: 'Personal Finance Basics',
    summary: 'Budgeting, saving and understanding interest.',
    description: 'Plan a monthly budget, build an emergency fund, compare simple and compound interest and read a loan offer with confidence.',
    category: 'Finance',
    level: 'beginner',
    modules: [
      { title: 'Budgeting', lessons: [
        { title: 'The 50/30/20 rule', type: 'text', sections: 2, content: '# The 50/30/20 rule\n\nSplit take-home pay into **needs** (50%), **wants** (30%) and **savings** (20%).\n\n## Try it\n\nWith ₹40,000 a month, savings would be ₹8,000.' },
        { title: 'Budget planner', type: 'pdf', content: 'A printable monthly budget planner.', media: PDF },
      ] },
      { title: 'Interest', lessons: [
        { title: 'Simple and compound interest', type: 'video', content: 'How interest on interest adds up over time.', media: VIDEO, durationSeconds: 6 },
        { title: 'Interest quiz', type: 'text', content: 'Check your understanding of interest.', link: 'quiz' },
        { title: 'Money terms', type: 'text', content: 'Flashcards for common money terms.', link: 'deck' },
      ] },
    ],
    quiz: { name: 'Interest basics', code: 'FIN-120', passMark: 50, dueAt: '2027-06-30T18:30:00Z', questions: [
      { prompt: '₹1,000 at 10% simple interest for 2 years earns how much interest?', options: ['₹100', '₹200', '₹210'], answer: ['₹200'] },
      { prompt: 'Under the 50/30/20 rule, what share goes to savings?', options: ['20%', '30%', '50%'], answer: ['20%'] },
    ] },
    deck: { title: 'Money terms', description: 'Words you will meet in bank letters.', cards: [
      ['APR', 'Annual percentage rate: the yearly cost of borrowing.'], ['Principal', 'The amount borrowed or invested.'], ['Emergency fund', 'Savings for 3–6 months of essential costs.'],
    ] },
  },
];
