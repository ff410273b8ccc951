/** Flashcard scheduling lives in contract/flashcard-schedule.ts (the teacher's screens and the server's reminder count due cards too). */
export * from '@contract/flashcard-schedule';
