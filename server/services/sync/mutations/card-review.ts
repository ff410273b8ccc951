/** `card.review`: append a flashcard review (see services/practice.ts). */
import { recordCardReview } from '../../practice';
import type { MutationHandler } from './registry';

/** Applies `card.review`. */
export const cardReview: MutationHandler<'card.review'> = (db, caller, args) => recordCardReview(db, caller, args);
