-- Flashcard deck authoring (issue 18, item 6): a deck's notes as its editor published them (null: a
-- deck never published from the editor, whose cards are its notes), and for each card the note and
-- ordinal it comes from (`1`, `r`, `c2`: a card keeps its id across edits, so reviews stay attached),
-- its kind and format, and `archived` for a card no longer produced (kept with its reviews, not sent to learners).
ALTER TABLE "flashcard_decks" ADD COLUMN "notes" jsonb;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "note_id" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "ordinal" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "kind" text DEFAULT 'basic' NOT NULL CHECK ("kind" IN ('basic', 'cloze'));--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "format" text DEFAULT 'text' NOT NULL CHECK ("format" IN ('text', 'html'));--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;
