/** Organisation 7, Riverside College: its own users and courses, to prove tenant isolation. */
import { DEMO_PASSWORD } from './demo-org';
import { PDF, VIDEO } from './demo-courses-1';
import type { OrganisationSeed } from './types';

export const riversideCollege: OrganisationSeed = {
  id: '7',
  name: 'Riverside College',
  selfSignUp: false,
  users: [
    { id: 'u7-learner', uid: 'other-learner', email: 'learner@other.test', displayName: 'Rory Rivers', role: 'learner', password: DEMO_PASSWORD },
    { id: 'u7-teacher', uid: 'other-teacher', email: 'teacher@other.test', displayName: 'Grace Okafor', role: 'teacher', password: DEMO_PASSWORD },
    { id: 'u7-admin', uid: 'other-admin', email: 'admin@other.test', displayName: 'Hugo Brandt', role: 'admin', password: DEMO_PASSWORD },
  ],
  courses: [
    {
      id: 'c7-marine-biology',
      title: 'Marine Biology: Life in Estuaries',
      summary: 'Where rivers meet the sea.',
      description: 'Tides, salinity and the plants and animals adapted to brackish water.',
      category: 'Science',
      level: 'intermediate',
      modules: [{ title: 'Estuaries', lessons: [
        { title: 'What is an estuary?', type: 'text', content: '# Estuaries\n\nAn estuary is a partly enclosed body of brackish water where a river meets the sea.' },
        { title: 'Tidal cycles', type: 'video', content: 'Watch how the tide changes salinity.', media: VIDEO, durationSeconds: 6 },
        { title: 'Field guide', type: 'pdf', content: 'Species you may see on a field trip.', media: PDF },
        { title: 'Estuary quiz', type: 'text', content: 'Check your knowledge.', link: 'quiz' },
      ] }],
      quiz: { name: 'Estuaries', code: 'BIO-210', passMark: 60, questions: [
        { prompt: 'Estuary water is best described as…', options: ['Fresh', 'Brackish', 'Hypersaline'], answer: ['Brackish'] },
      ] },
      deck: { title: 'Estuary species', description: 'Who lives where.', cards: [['Eelgrass', 'A flowering plant of shallow estuary beds.'], ['Lugworm', 'Burrows in mudflats; leaves coiled casts.']] },
    },
    {
      id: 'c7-study-skills',
      title: 'Study Skills for College',
      summary: 'Notes, revision and exams.',
      description: 'Note-taking methods, spaced revision and exam technique.',
      category: 'Study skills',
      level: 'beginner',
      modules: [{ title: 'Revision', lessons: [
        { title: 'Spaced repetition', type: 'text', content: '# Spaced repetition\n\nReview material at growing intervals to remember it for longer.' },
        { title: 'Cornell notes', type: 'text', content: 'Practise the Cornell method.', link: 'exercise' },
      ] }],
      exercise: { title: 'Cornell notes', instructions: 'Name each part of a Cornell page.', items: [{ prompt: 'The narrow left column holds…', answer: ['cues', 'questions'] }] },
    },
  ],
  batches: [
    { id: 'b7-biology-2026', name: 'Biology 2026', courseId: 'c7-marine-biology', teacherId: 'u7-teacher', startsOn: '2026-09-01', endsOn: '2027-01-31', learnerIds: ['u7-learner'] },
  ],
  rooms: [
    { id: 'r7-common-room', name: 'Common Room', description: 'Riverside College chat.', memberIds: ['u7-learner', 'u7-teacher', 'u7-admin'],
      messages: [['u7-teacher', 'Field trip to the estuary on Friday — bring boots.']] },
  ],
  conversations: [],
};
