/** The shape demo content is written in; `seedOrganisation` turns it into rows with stable ids. */
import type { Role } from '../../contract/api';
import type { ExerciseItemKind } from '../../contract/exercise-check';

/** A lesson; `link` attaches the course's quiz, exercise or flashcard deck. */
export interface LessonSeed {
  title: string;
  type: 'text' | 'video' | 'pdf';
  content: string;
  media?: string;
  durationSeconds?: number;
  sections?: number;
  link?: 'quiz' | 'exercise' | 'deck';
}

/** A quiz question: `answer` holds the correct option texts. */
export interface QuestionSeed {
  prompt: string;
  kind?: 'single' | 'multiple' | 'text';
  options: string[];
  answer: string[];
}

/** A course with its modules, and optionally a quiz, an exercise and a deck. */
export interface CourseSeed {
  id: string;
  title: string;
  summary: string;
  description: string;
  category: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  published?: boolean;
  /** Who may open it (default `open`); see `courses.enrolmentMode`. */
  enrolment?: 'open' | 'request' | 'closed';
  /** The language the course is written in (a BCP-47 tag); left out: not stated. */
  language?: string;
  modules: { title: string; lessons: LessonSeed[] }[];
  /** `dueAt`: the deadline (ISO 8601), if the quiz has one. */
  quiz?: { name: string; code: string; passMark: number; dueAt?: string; questions: QuestionSeed[] };
  exercise?: { title: string; instructions: string; items: { kind?: ExerciseItemKind; prompt: string; options?: string[]; answer: string[]; hint?: string }[] };
  deck?: { title: string; description: string; cards: [front: string, back: string][] };
}

/** A user of a demo organisation; those with a password get a Firebase (emulator) account. */
export interface UserSeed {
  id: string;
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  password?: string;
}

/** A whole demo organisation. */
export interface OrganisationSeed {
  id: string;
  name: string;
  selfSignUp: boolean;
  users: UserSeed[];
  courses: CourseSeed[];
  batches: { id: string; name: string; courseId: string; teacherId: string; startsOn: string; endsOn: string; learnerIds: string[] }[];
  rooms: { id: string; name: string; description: string; courseId?: string; batchId?: string; memberIds: string[]; messages: [senderId: string, body: string][] }[];
  conversations: { id: string; memberIds: [string, string]; messages: [senderId: string, body: string][] }[];
}
