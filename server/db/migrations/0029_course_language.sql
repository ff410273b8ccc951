-- A course states the language its author wrote it in (issue 52, item 6): a BCP-47 tag, null when
-- not stated. Checked by zod (contract/course-language.ts) before it is written; the check here keeps
-- any other writer to a short tag. The UPDATE bumps every course's sync_version (its BEFORE UPDATE
-- trigger), so devices that hold courses without the field pull them again with it.
ALTER TABLE "courses" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_language_check" CHECK ("language" IS NULL OR "language" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' AND length("language") <= 35);--> statement-breakpoint
UPDATE "courses" SET "language" = NULL;
