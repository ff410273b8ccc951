/** The local row id of a lesson item's package attempt, as the server's pull names it (issue 51). */
export const attemptRowId = (lessonId: string, item: number) => `${lessonId}:${item}`;
