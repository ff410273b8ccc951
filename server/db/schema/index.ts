/** The whole server schema, for Drizzle and drizzle-kit. */
export * from './organisations';
export * from './users';
export * from './courses';
export * from './lessons';
export * from './enrolments';
export * from './batches';
export * from './lesson-progress';
export * from './quizzes';
export * from './exercises';
export * from './flashcards';
export * from './chat';
export * from './ai-chat-messages';
export * from './sync-clients';
export * from './sync-versions';
export * from './sync-mutation-log';
export * from './rate-limits';
export * from './course-outline';
