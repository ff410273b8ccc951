// A device where the learner has started one lesson: what 'Continue learning' shows.
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { courseRow, enrolmentRow, lessonRow, moduleRow, progressRow } from './rows';

/** Empties the local database, then stores Biology with its lesson 'Cells', enrolled and 40 % done. */
export async function storeStartedLesson(): Promise<void> {
  await clearLocalUserData();
  await db.courses.put(courseRow({ id: 'bio', title: 'Biology' }));
  await db.modules.put(moduleRow({ id: 'n', courseId: 'bio', position: 1 }));
  await db.lessons.put(lessonRow({ id: 'b1', courseId: 'bio', moduleId: 'n', title: 'Cells' }));
  await db.enrolments.put(enrolmentRow('bio'));
  await db.progress.put(progressRow({ courseId: 'bio', lessonId: 'b1', progress: 40 }));
}
