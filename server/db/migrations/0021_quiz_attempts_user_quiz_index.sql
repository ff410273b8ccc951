-- A staff pull reads a learner's attempts at a quiz by the pair (issue 16, item 8): one index on
-- (user_id, quiz_id) replaces the one on user_id alone (its prefix serves the same reads).
DROP INDEX IF EXISTS "quiz_attempts_user_idx";--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_quiz_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id");
