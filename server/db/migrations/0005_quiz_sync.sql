-- Quizzes sync (issue 7): quizzes, their questions (pulled without the answer key) and the caller's
-- graded attempts get server versions from the same trigger as every synced table (0002), a deadline
-- column, and the time an attempt was graded. A deleted attempt tombstones for its owner only.
ALTER TABLE "quizzes" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "graded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "quizzes_org_sync_idx" ON "quizzes" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "quiz_questions_org_sync_idx" ON "quiz_questions" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_sync_idx" ON "quiz_attempts" USING btree ("user_id","sync_version");--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_tombstone_of_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM organisations WHERE id = OLD.organisation_id) THEN RETURN OLD; END IF;
  INSERT INTO sync_tombstones (organisation_id, table_name, row_id, version, user_id)
    VALUES (OLD.organisation_id, TG_ARGV[0], OLD.id, sync_next_version(OLD.organisation_id), OLD.user_id);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER quizzes_sync_version BEFORE INSERT OR UPDATE ON quizzes FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER quiz_questions_sync_version BEFORE INSERT OR UPDATE ON quiz_questions FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER quiz_attempts_sync_version BEFORE INSERT OR UPDATE ON quiz_attempts FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER quizzes_sync_tombstone AFTER DELETE ON quizzes FOR EACH ROW EXECUTE FUNCTION sync_tombstone('quizzes');--> statement-breakpoint
CREATE TRIGGER quiz_questions_sync_tombstone AFTER DELETE ON quiz_questions FOR EACH ROW EXECUTE FUNCTION sync_tombstone('quizQuestions');--> statement-breakpoint
CREATE TRIGGER quiz_attempts_sync_tombstone AFTER DELETE ON quiz_attempts FOR EACH ROW EXECUTE FUNCTION sync_tombstone_of_owner('quizResults');--> statement-breakpoint
-- Rows that exist already get versions too (the BEFORE UPDATE trigger sets them).
UPDATE quizzes SET sync_version = 0;--> statement-breakpoint
UPDATE quiz_questions SET sync_version = 0;--> statement-breakpoint
UPDATE quiz_attempts SET sync_version = 0;
