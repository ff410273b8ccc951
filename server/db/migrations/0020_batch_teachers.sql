-- One or more teachers per batch (issue 17, item 2). `batches.teacher_id` stays as the lead teacher
-- (one name where one fits, and for writers that only know it); every teacher of a batch, the lead
-- included, is a row of `batch_teachers`, and every teacher-scoped reader asks this table.
CREATE TABLE "batch_teachers" (
	"batch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_teachers_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "batch_teachers" ADD CONSTRAINT "batch_teachers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_teachers" ADD CONSTRAINT "batch_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_teachers" ADD CONSTRAINT "batch_teachers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_teachers_user_idx" ON "batch_teachers" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "batch_teachers" ("batch_id", "user_id", "organisation_id")
  SELECT "id", "teacher_id", "organisation_id" FROM "batches" WHERE "teacher_id" IS NOT NULL;--> statement-breakpoint
-- A writer that sets only the lead (older routes, the seed) keeps the table right: the new lead is
-- a teacher of the batch, a replaced lead is not any more.
CREATE OR REPLACE FUNCTION batch_lead_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.teacher_id IS NOT NULL AND OLD.teacher_id IS DISTINCT FROM NEW.teacher_id THEN
    DELETE FROM batch_teachers WHERE batch_id = NEW.id AND user_id = OLD.teacher_id;
  END IF;
  IF NEW.teacher_id IS NOT NULL THEN
    INSERT INTO batch_teachers (batch_id, user_id, organisation_id) VALUES (NEW.id, NEW.teacher_id, NEW.organisation_id)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER batches_lead_teacher AFTER INSERT OR UPDATE OF teacher_id ON batches FOR EACH ROW EXECUTE FUNCTION batch_lead_teacher();--> statement-breakpoint
-- A teacher joining or leaving a batch: their next pull resets (they gain or lose its learners).
CREATE TRIGGER batch_teachers_sync_scope AFTER INSERT OR UPDATE OR DELETE ON batch_teachers FOR EACH ROW EXECUTE FUNCTION sync_scope_of_row_user();--> statement-breakpoint
-- A learner joining or leaving a batch, or a batch changing course: every teacher of it resets, not only the lead.
CREATE OR REPLACE FUNCTION sync_scope_of_row_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sync_bump_user_scope(to_jsonb(OLD)->>'user_id'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM sync_bump_user_scope(to_jsonb(NEW)->>'user_id'); END IF;
  IF TG_TABLE_NAME = 'batch_members' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM sync_bump_user_scope(t.user_id) FROM batch_teachers t WHERE t.batch_id = OLD.batch_id; END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM sync_bump_user_scope(t.user_id) FROM batch_teachers t WHERE t.batch_id = NEW.batch_id; END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_scope_of_batch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_bump_user_scope(OLD.teacher_id);
  PERFORM sync_bump_user_scope(t.user_id) FROM batch_teachers t WHERE t.batch_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sync_bump_user_scope(NEW.teacher_id);
    PERFORM sync_bump_user_scope(m.user_id) FROM batch_members m WHERE m.batch_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
