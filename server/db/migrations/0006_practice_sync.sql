-- Practice (issue 7, part B): exercises, decks and cards, and a learner's own exercise attempts and
-- flashcard reviews get server versions and tombstones like the tables of 0002_sync_triggers, so
-- pull can send them as deltas. Attempts and reviews belong to one user: their tombstones carry it.
ALTER TABLE "exercises" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "exercise_attempts_user_sync_idx" ON "exercise_attempts" USING btree ("user_id","sync_version");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_sync_idx" ON "flashcard_reviews" USING btree ("user_id","sync_version");--> statement-breakpoint
-- A deleted per-user row (attempt, review) becomes a tombstone for its owner only:
-- sync_tombstone_of_owner() of migration 0005.
-- Versions for every practice table; tombstones under the client's table names.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exercises', 'exercise_attempts', 'flashcard_decks', 'flashcards', 'flashcard_reviews'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION sync_set_version()', t || '_sync_version', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER exercises_sync_tombstone AFTER DELETE ON exercises FOR EACH ROW EXECUTE FUNCTION sync_tombstone('exercises');--> statement-breakpoint
CREATE TRIGGER flashcard_decks_sync_tombstone AFTER DELETE ON flashcard_decks FOR EACH ROW EXECUTE FUNCTION sync_tombstone('decks');--> statement-breakpoint
CREATE TRIGGER flashcards_sync_tombstone AFTER DELETE ON flashcards FOR EACH ROW EXECUTE FUNCTION sync_tombstone('cards');--> statement-breakpoint
CREATE TRIGGER exercise_attempts_sync_tombstone AFTER DELETE ON exercise_attempts FOR EACH ROW EXECUTE FUNCTION sync_tombstone_of_owner('exerciseAttempts');--> statement-breakpoint
CREATE TRIGGER flashcard_reviews_sync_tombstone AFTER DELETE ON flashcard_reviews FOR EACH ROW EXECUTE FUNCTION sync_tombstone_of_owner('reviews');--> statement-breakpoint
-- Rows that exist already get versions (the BEFORE UPDATE trigger sets them).
UPDATE exercises SET sync_version = 0;--> statement-breakpoint
UPDATE exercise_attempts SET sync_version = 0;--> statement-breakpoint
UPDATE flashcard_decks SET sync_version = 0;--> statement-breakpoint
UPDATE flashcards SET sync_version = 0;--> statement-breakpoint
UPDATE flashcard_reviews SET sync_version = 0;
