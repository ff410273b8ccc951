/** Flashcard scheduling lives in src/data/flashcard-schedule.ts (the teacher's screens count due cards too). */
export * from '@/data/flashcard-schedule';
