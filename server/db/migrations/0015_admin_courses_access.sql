-- Admin writes (issue 17, items 4-6 and 8): an enrolment decision keeps who decided, when and the
-- message the learner sees; an access grant may expire (course-access.ts stops it at once); a course
-- has a status (draft, published, archived). `published` stays (learners' reads use it) and is kept
-- equal to `status = 'published'` by a trigger, so writers of either column stay correct.
ALTER TABLE "enrolments" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "decision_message" text;--> statement-breakpoint
ALTER TABLE "course_access" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text;--> statement-breakpoint
UPDATE "courses" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_check" CHECK ("status" IN ('draft', 'published', 'archived'));--> statement-breakpoint
-- Whichever column a writer set wins: a new status sets `published`; a changed `published` (an
-- older writer) sets the status; an insert without a status takes it from `published`.
CREATE OR REPLACE FUNCTION course_status_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IS NULL THEN
      NEW.status := CASE WHEN NEW.published THEN 'published' ELSE 'draft' END;
    ELSE
      NEW.published := NEW.status = 'published';
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.published := NEW.status = 'published';
  ELSIF NEW.published IS DISTINCT FROM OLD.published THEN
    NEW.status := CASE WHEN NEW.published THEN 'published' ELSE 'draft' END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_status_sync BEFORE INSERT OR UPDATE ON courses FOR EACH ROW EXECUTE FUNCTION course_status_sync();--> statement-breakpoint
-- A column a BEFORE trigger changes does not fire `UPDATE OF` triggers: list `status` too.
DROP TRIGGER IF EXISTS courses_sync_scope ON courses;--> statement-breakpoint
CREATE TRIGGER courses_sync_scope AFTER UPDATE OF published, status, enrolment_mode ON courses FOR EACH ROW EXECUTE FUNCTION sync_scope_of_organisation();--> statement-breakpoint
CREATE INDEX "course_access_user_idx" ON "course_access" USING btree ("user_id");
