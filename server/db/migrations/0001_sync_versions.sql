CREATE TABLE "sync_tombstones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"version" bigint NOT NULL,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "sync_user_scopes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"scope_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_versions" (
	"organisation_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"scope_version" bigint DEFAULT 0 NOT NULL,
	"pruned_below" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mutation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"client_id" text NOT NULL,
	"mutation_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "enrolment_mode" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_members" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_tombstones" ADD CONSTRAINT "sync_tombstones_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_user_scopes" ADD CONSTRAINT "sync_user_scopes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_user_scopes" ADD CONSTRAINT "sync_user_scopes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mutation_log" ADD CONSTRAINT "sync_mutation_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_tombstones_org_version_idx" ON "sync_tombstones" USING btree ("organisation_id","version");--> statement-breakpoint
CREATE INDEX "sync_mutation_log_client_mutation_idx" ON "sync_mutation_log" USING btree ("client_id","mutation_id");--> statement-breakpoint
CREATE INDEX "sync_mutation_log_user_idx" ON "sync_mutation_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_modules_org_sync_idx" ON "course_modules" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "courses_org_sync_idx" ON "courses" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "lessons_org_sync_idx" ON "lessons" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "batch_members_user_idx" ON "batch_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_user_sync_idx" ON "lesson_progress" USING btree ("user_id","sync_version");