/** Organisation 5, Demo Academy: the accounts of the demo, six courses and a draft, batches (a classroom among them), chat. */
import { classroomBatches, classroomLearners } from './demo-classroom';
import { demoCoursesPart1 } from './demo-courses-1';
import { demoCoursesPart2 } from './demo-courses-2';
import type { OrganisationSeed } from './types';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-pass-1';

export const demoAcademy: OrganisationSeed = {
  id: '5',
  name: 'Demo Academy',
  selfSignUp: true,
  users: [
    { id: 'u5-learner', uid: 'demo-learner', email: 'learner@demo.test', displayName: 'Lena Learner', role: 'learner', password: DEMO_PASSWORD },
    { id: 'u5-teacher', uid: 'demo-teacher', email: 'teacher@demo.test', displayName: 'Tomás Teacher', role: 'teacher', password: DEMO_PASSWORD },
    { id: 'u5-admin', uid: 'demo-admin', email: 'admin@demo.test', displayName: 'Ada Admin', role: 'admin', password: DEMO_PASSWORD },
    { id: 'u5-priya', uid: 'demo-priya', email: 'priya.sharma@demo.test', displayName: 'Priya Sharma', role: 'learner' },
    { id: 'u5-kwame', uid: 'demo-kwame', email: 'kwame.mensah@demo.test', displayName: 'Kwame Mensah', role: 'learner' },
    { id: 'u5-mei', uid: 'demo-mei', email: 'mei.chen@demo.test', displayName: 'Mei Chen', role: 'learner' },
    ...classroomLearners,
  ],
  courses: [...demoCoursesPart1, ...demoCoursesPart2],
  batches: [
    { id: 'b5-spreadsheets-spring', name: 'Spreadsheets – Spring 2026', courseId: 'c5-spreadsheets', teacherId: 'u5-teacher',
      startsOn: '2026-03-02', endsOn: '2026-06-26', learnerIds: ['u5-learner', 'u5-priya', 'u5-kwame'] },
    { id: 'b5-python-autumn', name: 'Python – Autumn 2026', courseId: 'c5-python', teacherId: 'u5-teacher',
      startsOn: '2026-09-07', endsOn: '2026-12-18', learnerIds: ['u5-mei', 'u5-priya'] },
    ...classroomBatches,
  ],
  rooms: [
    { id: 'r5-general', name: 'General', description: 'Say hello and share tips.', memberIds: ['u5-learner', 'u5-teacher', 'u5-admin', 'u5-priya', 'u5-kwame', 'u5-mei'],
      messages: [['u5-admin', 'Welcome to Demo Academy! Ask questions here any time.'], ['u5-priya', 'Hi all, starting the spreadsheet course this week.'], ['u5-learner', 'Same here, see you in the batch!']] },
    { id: 'r5-spreadsheets-spring', name: 'Spreadsheets – Spring 2026', description: 'The batch room.', courseId: 'c5-spreadsheets', batchId: 'b5-spreadsheets-spring',
      memberIds: ['u5-learner', 'u5-teacher', 'u5-priya', 'u5-kwame'],
      messages: [['u5-teacher', 'This week: absolute references. Try the exercise before Thursday.'], ['u5-kwame', 'Is the cheat sheet allowed in the quiz?'], ['u5-teacher', 'Yes, it is open book.']] },
  ],
  conversations: [
    { id: 'v5-learner-teacher', memberIds: ['u5-learner', 'u5-teacher'],
      messages: [['u5-learner', 'Could you look at my quiz attempt? I mixed up $A1 and A$1.'], ['u5-teacher', 'Sure: the $ pins whatever follows it. Try the exercise again.']] },
    { id: 'v5-admin-teacher', memberIds: ['u5-admin', 'u5-teacher'],
      messages: [['u5-admin', 'The Python batch starts in September; could you prepare the first week?'], ['u5-teacher', 'Will do.']] },
  ],
};
