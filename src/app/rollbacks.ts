/**
 * Every feature's rollbacks (how to undo an optimistic change the server refuses for good), loaded
 * with the page sync so a refusal is undone even when the screen that made the write has not been
 * opened since the app started.
 */
import '@/features/ai-chat/data/ask-tutor';
import '@/features/course-player/data/progress-writes';
import '@/features/courses/data/enrolment';
import '@/features/practice/data/rollbacks';
import '@/features/quizzes/data/attempts';
