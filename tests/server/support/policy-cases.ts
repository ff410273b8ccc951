/**
 * The cases of tests/server/policy.test.ts: who (a user of the demo seed; `u7-*` are of the other
 * organisation, u5-kwame is removed, b5-data-autumn archived, u5-idle-teacher teaches nothing) does
 * which action of which slice's policy on what, and what the policy answers. u5-teacher teaches the
 * spreadsheets, Python and data batches, not finance; u5-learner is in the spreadsheets batch only.
 */

/** The slices whose policy the cases ask. */
export type Slice = 'teaching' | 'courses' | 'people' | 'authoring' | 'adminCourses' | 'chat';
/** 'allow', or the status of the refusal. */
export type Outcome = 'allow' | 400 | 403 | 404 | 409;

/** One row of the table. */
export interface PolicyCase {
  slice: Slice;
  action: string;
  caller: string;
  label: string;
  target: unknown;
  expected: Outcome;
}

type Row = [caller: string, expected: Outcome];

/** The rows of one action on one target, one per caller. */
function rows(slice: Slice, action: string, label: string, target: unknown, each: Row[]): PolicyCase[] {
  return each.map(([caller, expected]) => ({ slice, action, caller, label, target, expected }));
}

const spreadsheetsLearner = { userId: 'u5-learner', quizId: 'c5-spreadsheets-quiz' };
const staffOfFive: Row[] = [['u5-learner', 403], ['u5-teacher', 'allow'], ['u5-admin', 'allow']];

const teaching = (['quiz.feedback', 'quiz.extend'] as const).flatMap((action) => [
  ...rows('teaching', action, 'their learner on their quiz', spreadsheetsLearner, [...staffOfFive, ['u5-idle-teacher', 403], ['u7-teacher', 403], ['u7-admin', 403]]),
  ...rows('teaching', action, 'a learner not in their batch of the course', { userId: 'u5-mei', quizId: 'c5-spreadsheets-quiz' }, [['u5-teacher', 403], ['u5-admin', 'allow']]),
  ...rows('teaching', action, 'a quiz of a course they teach no batch of', { userId: 'u5-learner', quizId: 'c5-finance-quiz' }, [['u5-teacher', 403], ['u5-admin', 'allow']]),
  ...rows('teaching', action, 'a removed learner', { userId: 'u5-kwame', quizId: 'c5-spreadsheets-quiz' }, [['u5-teacher', 403], ['u5-admin', 403]]),
  ...rows('teaching', action, "another organisation's learner", { userId: 'u7-learner', quizId: 'c7-marine-biology-quiz' }, [['u5-admin', 403], ['u7-teacher', 'allow']]),
]);

const results = [
  ...rows('teaching', 'quiz.results', 'a quiz of a course they teach', { quizId: 'c5-spreadsheets-quiz' }, [...staffOfFive, ['u5-idle-teacher', 404]]),
  ...rows('teaching', 'quiz.results', 'a quiz of a course they teach no batch of', { quizId: 'c5-finance-quiz' }, [['u5-teacher', 404], ['u5-admin', 'allow']]),
  ...rows('teaching', 'quiz.results', "another organisation's quiz", { quizId: 'c7-marine-biology-quiz' }, [['u5-admin', 404], ['u7-admin', 'allow']]),
  ...rows('teaching', 'learner.statements', 'a learner of their batch', { userId: 'u5-learner' }, [...staffOfFive, ['u5-idle-teacher', 403], ['u7-admin', 403]]),
  ...rows('teaching', 'learner.statements', "another organisation's learner", { userId: 'u7-learner' }, [['u5-teacher', 403], ['u5-admin', 403]]),
  ...rows('teaching', 'learner.statements', 'a removed learner of their batch (the record is kept)', { userId: 'u5-kwame' }, [['u5-teacher', 'allow'], ['u5-admin', 'allow'], ['u5-idle-teacher', 403], ['u7-admin', 403]]),
];

const courses = [
  ...rows('courses', 'course.edit', 'a course they teach', { courseId: 'c5-spreadsheets' }, [...staffOfFive, ['u5-idle-teacher', 403]]),
  ...rows('courses', 'course.edit', 'a course they teach no batch of', { courseId: 'c5-finance' }, [['u5-teacher', 403], ['u5-admin', 'allow']]),
  ...rows('courses', 'course.edit', "another organisation's course", { courseId: 'c7-marine-biology' }, [['u5-admin', 404], ['u5-teacher', 404], ['u7-admin', 'allow']]),
  ...rows('courses', 'media.upload', 'their organisation', {}, [...staffOfFive, ['u5-idle-teacher', 403], ['u7-teacher', 'allow']]),
];

const people = [
  ...rows('people', 'batchMember.add', 'a learner and an open batch', { batchId: 'b5-python-autumn', userId: 'u5-learner' }, [['u5-learner', 403], ['u5-teacher', 403], ['u5-admin', 'allow'], ['u7-admin', 404]]),
  ...rows('people', 'batchMember.add', 'a removed learner', { batchId: 'b5-python-autumn', userId: 'u5-kwame' }, [['u5-admin', 409]]),
  ...rows('people', 'batchMember.add', 'an archived batch', { batchId: 'b5-data-autumn', userId: 'u5-learner' }, [['u5-admin', 409]]),
  ...rows('people', 'batchMember.add', "another organisation's learner", { batchId: 'b5-python-autumn', userId: 'u7-learner' }, [['u5-admin', 404]]),
  ...rows('people', 'batchMember.add', 'a teacher', { batchId: 'b5-python-autumn', userId: 'u5-teacher' }, [['u5-admin', 400]]),
  ...rows('people', 'batchMember.move', 'a membership to an open batch', { memberId: 'b5-spreadsheets-spring-u5-learner', toBatchId: 'b5-python-autumn' }, [['u5-teacher', 403], ['u5-admin', 'allow'], ['u7-admin', 404]]),
  ...rows('people', 'batchMember.move', 'a membership to an archived batch', { memberId: 'b5-spreadsheets-spring-u5-learner', toBatchId: 'b5-data-autumn' }, [['u5-admin', 409]]),
  ...rows('people', 'batchMember.remove', 'a membership', { memberId: 'b5-python-autumn-u5-mei' }, [['u5-learner', 403], ['u5-teacher', 403], ['u5-admin', 'allow'], ['u7-admin', 404]]),
  ...rows('people', 'batchMember.remove', "a removed learner's membership (clearing it up)", { memberId: 'b5-spreadsheets-spring-u5-kwame' }, [['u5-admin', 'allow'], ['u7-admin', 404]]),
  ...rows('people', 'batchMember.move', "a removed learner's membership", { memberId: 'b5-spreadsheets-spring-u5-kwame', toBatchId: 'b5-python-autumn' }, [['u5-admin', 409], ['u7-admin', 404]]),
];

const authoring = [
  ...rows('authoring', 'draft.write', "a quiz's draft", { kind: 'quiz', entityId: 'c5-spreadsheets-quiz' }, staffOfFive),
  ...rows('authoring', 'item.publish', 'a quiz', { kind: 'quiz', id: 'c5-spreadsheets-quiz' }, [['u5-learner', 403], ['u5-teacher', 403], ['u5-admin', 'allow']]),
  ...rows('authoring', 'draft.write', "another organisation's staff on their own quiz", { kind: 'quiz', entityId: 'c7-marine-biology-quiz' }, [['u7-learner', 403], ['u7-teacher', 'allow'], ['u7-admin', 'allow']]),
  ...rows('authoring', 'item.publish', "another organisation's admin on their own quiz", { kind: 'quiz', id: 'c7-marine-biology-quiz' }, [['u7-teacher', 403], ['u7-admin', 'allow']]),
];

const admin: Row[] = [['u5-learner', 403], ['u5-teacher', 403], ['u5-admin', 'allow']];
const adminCourses = [
  ...rows('adminCourses', 'course.create', 'a new course', {}, admin),
  ...rows('adminCourses', 'enrolment.decide', 'requests', {}, admin),
  ...rows('adminCourses', 'course.manage', 'a course', { courseId: 'c5-python' }, [...admin, ['u7-admin', 404]]),
  ...rows('adminCourses', 'course.enrol', 'people of the organisation', { courseId: 'c5-python', userIds: ['u5-learner', 'u5-kwame'] }, [...admin, ['u7-admin', 404]]),
  ...rows('adminCourses', 'course.enrol', "another organisation's learner", { courseId: 'c5-python', userIds: ['u5-learner', 'u7-learner'] }, [['u5-admin', 404]]),
  ...rows('adminCourses', 'course.enrol', 'a removed learner (a grant may be revoked)', { courseId: 'c5-python', userIds: ['u5-kwame'] }, [['u5-admin', 'allow'], ['u7-admin', 404]]),
  ...rows('adminCourses', 'enrolment.decide', "another organisation's requests (each looked up within the caller's)", {}, [['u7-learner', 403], ['u7-admin', 'allow']]),
  ...rows('adminCourses', 'announcement.send', 'an open batch', { batchId: 'b5-python-autumn' }, [...admin, ['u7-admin', 404]]),
  ...rows('adminCourses', 'announcement.send', 'a course', { courseId: 'c5-python' }, [...admin, ['u7-admin', 404]]),
  ...rows('adminCourses', 'announcement.send', 'an archived batch', { batchId: 'b5-data-autumn' }, [['u5-admin', 409]]),
  ...rows('adminCourses', 'packageLimits.set', "the organisation's package limits", {}, [...admin, ['u7-admin', 'allow']]),
];

const chat = (['message.send', 'message.read'] as const).flatMap((action) => [
  ...rows('chat', action, 'the organisation room', { roomId: 'r5-general' }, [['u5-learner', 'allow'], ['u5-teacher', 'allow'], ['u5-admin', 'allow'], ['u7-learner', 403], ['u7-admin', 403]]),
  ...rows('chat', action, "a batch's room", { roomId: 'r5-spreadsheets-spring' }, [['u5-learner', 'allow'], ['u5-mei', 403], ['u5-admin', 'allow']]),
  ...rows('chat', action, 'a conversation', { conversationId: 'v5-learner-teacher' }, [['u5-learner', 'allow'], ['u5-teacher', 'allow'], ['u5-admin', 403], ['u5-mei', 403]]),
  ...rows('chat', action, "another organisation's conversation", { conversationId: 'v5-learner-teacher' }, [['u7-learner', 403], ['u7-teacher', 403], ['u7-admin', 403]]),
]);

/** Every case, slice by slice. */
export const policyCases: PolicyCase[] = [...teaching, ...results, ...courses, ...people, ...authoring, ...adminCourses, ...chat];
