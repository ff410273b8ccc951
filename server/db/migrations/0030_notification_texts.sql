-- Notifications in the reader's language (issue 52): the text's key and its values, so the PWA and
-- the push word a notification in the recipient's language; title and body stay the English words.
ALTER TABLE "notifications" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;
