/**
 * The synced tables this device writes with their own functions on pull, listed once
 * (./sync/table-hooks.ts): loaded with the page sync and by the service worker, so whichever
 * context pulls keeps the tables derived from them (a staff device's quiz summaries, the learner's card
 * schedules) in step, and a language chosen meanwhile on screen.
 */
import { reviewsHook } from './card-schedules';
import { memberQuizResultsHook } from './member-attempts';
import { preferencesHook } from './preferences-hook';
import { declareTableHooks, type TableHooks } from './sync/table-hooks';

export const tableHooks: TableHooks = { memberQuizResults: memberQuizResultsHook, preferences: preferencesHook, reviews: reviewsHook };

declareTableHooks(tableHooks);
