-- Parallel sync (issue 14): a row's server version is the id of the transaction that wrote it, so
-- writers of one organisation no longer queue on the organisation's counter row (migration 0002).
--
-- `pg_current_xact_id()` (the top-level transaction, also inside savepoints) is handed out when a
-- transaction starts writing, not when it commits: a transaction with a smaller id may commit
-- after a larger one. Pull therefore never answers "the highest version I saw" but a watermark:
-- every transaction with an id at or below the cursor had finished when the pull's snapshot was
-- taken (the snapshot's xmin - 1; services/sync/watermark.ts), so its rows were in that snapshot,
-- and the next pull asks for versions above it. Rows above the watermark that the snapshot already
-- showed are sent again next time (applying a pull is an idempotent upsert); none is ever skipped.
CREATE OR REPLACE FUNCTION sync_next_version(org text) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT pg_current_xact_id()::text::bigint
$$;
--> statement-breakpoint
-- The one trigger function of every synced table. BEFORE INSERT OR UPDATE: stamp the version.
-- AFTER DELETE: a tombstone under the client's table name TG_ARGV[0], for the client's id (the
-- columns TG_ARGV[1], ':'-separated, joined with ':'), of the user in column TG_ARGV[2] when the row
-- belongs to one user (only they, and their teachers for progress, receive it).
CREATE OR REPLACE FUNCTION sync_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  row_id text;
  col text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    NEW.sync_version := pg_current_xact_id()::text::bigint;
    RETURN NEW;
  END IF;
  -- The organisation itself is being deleted (cascade): nobody is left to tell.
  IF NOT EXISTS (SELECT 1 FROM organisations WHERE id = OLD.organisation_id) THEN RETURN OLD; END IF;
  r := to_jsonb(OLD);
  FOREACH col IN ARRAY string_to_array(TG_ARGV[1], ':') LOOP
    row_id := CASE WHEN row_id IS NULL THEN r->>col ELSE row_id || ':' || (r->>col) END;
  END LOOP;
  INSERT INTO sync_tombstones (organisation_id, table_name, row_id, version, user_id)
    VALUES (OLD.organisation_id, TG_ARGV[0], row_id, pg_current_xact_id()::text::bigint,
      CASE WHEN TG_ARGV[2] = '' THEN NULL ELSE r->>TG_ARGV[2] END);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Makes `tbl` a synced table: its version trigger, and (when the client deletes its rows by
-- tombstone) its tombstone trigger, both `sync_row()`. Replaces the table's earlier sync triggers.
-- A new synced table is one call: SELECT sync_track('my_table', 'myDexieTable');
CREATE OR REPLACE FUNCTION sync_track(tbl text, client_table text, id_columns text DEFAULT 'id', owner_column text DEFAULT '')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_sync_version', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_sync_tombstone', tbl);
  EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION sync_row()', tbl || '_sync_version', tbl);
  IF client_table IS NOT NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sync_row(%L, %L, %L)',
      tbl || '_sync_tombstone', tbl, client_table, id_columns, owner_column);
  END IF;
END $$;
--> statement-breakpoint
SELECT sync_track('courses', 'courses');--> statement-breakpoint
SELECT sync_track('course_modules', 'modules');--> statement-breakpoint
SELECT sync_track('lessons', 'lessons');--> statement-breakpoint
SELECT sync_track('lesson_progress', 'progress', 'lesson_id:section', 'user_id');--> statement-breakpoint
SELECT sync_track('enrolments', 'enrolments', 'course_id', 'user_id');--> statement-breakpoint
SELECT sync_track('batches', 'batches');--> statement-breakpoint
SELECT sync_track('batch_members', 'batchMembers');--> statement-breakpoint
SELECT sync_track('users', NULL);--> statement-breakpoint
SELECT sync_track('quizzes', 'quizzes');--> statement-breakpoint
SELECT sync_track('quiz_questions', 'quizQuestions');--> statement-breakpoint
SELECT sync_track('quiz_attempts', 'quizResults', 'id', 'user_id');--> statement-breakpoint
SELECT sync_track('exercises', 'exercises');--> statement-breakpoint
SELECT sync_track('exercise_attempts', 'exerciseAttempts', 'id', 'user_id');--> statement-breakpoint
SELECT sync_track('flashcard_decks', 'decks');--> statement-breakpoint
SELECT sync_track('flashcards', 'cards');--> statement-breakpoint
SELECT sync_track('flashcard_reviews', 'reviews', 'id', 'user_id');--> statement-breakpoint
SELECT sync_track('chat_rooms', 'rooms');--> statement-breakpoint
SELECT sync_track('chat_room_members', NULL);--> statement-breakpoint
SELECT sync_track('conversations', 'conversations');--> statement-breakpoint
SELECT sync_track('conversation_members', NULL);--> statement-breakpoint
SELECT sync_track('messages', 'messages');--> statement-breakpoint
DROP FUNCTION sync_set_version();--> statement-breakpoint
DROP FUNCTION sync_tombstone();--> statement-breakpoint
DROP FUNCTION sync_tombstone_of_owner();--> statement-breakpoint
-- Scope versions only ever grow: two access changes committing out of id order keep the larger.
CREATE OR REPLACE FUNCTION sync_bump_user_scope(uid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  org text;
BEGIN
  IF uid IS NULL THEN RETURN; END IF;
  SELECT organisation_id INTO org FROM users WHERE id = uid;
  IF org IS NULL THEN RETURN; END IF;
  INSERT INTO sync_user_scopes (user_id, organisation_id, scope_version) VALUES (uid, org, sync_next_version(org))
    ON CONFLICT (user_id) DO UPDATE SET scope_version = greatest(sync_user_scopes.scope_version, EXCLUDED.scope_version);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_scope_of_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_versions (organisation_id, scope_version) VALUES (NEW.organisation_id, sync_next_version(NEW.organisation_id))
    ON CONFLICT (organisation_id) DO UPDATE SET scope_version = greatest(sync_versions.scope_version, EXCLUDED.scope_version);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Cursors handed out before this migration count the old counter, which stayed below every
-- transaction id: marking everything below this transaction as pruned makes them reset once.
INSERT INTO sync_versions (organisation_id) SELECT id FROM organisations ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE sync_versions SET pruned_below = greatest(pruned_below, pg_current_xact_id()::text::bigint);--> statement-breakpoint
DELETE FROM sync_tombstones WHERE version < pg_current_xact_id()::text::bigint;--> statement-breakpoint
ALTER TABLE "sync_versions" DROP COLUMN "version";
