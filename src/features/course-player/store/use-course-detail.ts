/** The course detail store of the open player, filled from the local database and cleared on leaving. */
import { useEffect, useReducer } from 'react';
import { useCourseOutline } from '../data/course-outline';
import { courseDetailReducer, initialCourseDetail, type CourseDetailState } from './course-detail.store';

/** The store for `courseId`; `loading` until the first local read has answered. */
export function useCourseDetail(courseId: string): { state: CourseDetailState; loading: boolean } {
  const outline = useCourseOutline(courseId);
  const [state, dispatch] = useReducer(courseDetailReducer, initialCourseDetail);
  useEffect(() => {
    if (!outline) return;
    dispatch({ type: 'loaded', details: outline.course, modules: outline.modules, lessons: outline.lessons, progresses: outline.progress });
  }, [outline]);
  useEffect(() => () => dispatch({ type: 'clear' }), [courseId]);
  return { state, loading: outline === undefined || (outline.course !== null && state.details === null) };
}
