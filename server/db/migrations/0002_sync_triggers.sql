-- Server versions for pull (DESIGN §2.6), kept by triggers so every writer (services, seed, admin
-- SQL) is correct without remembering to. See server/db/schema/sync-versions.ts.
--
-- Why a locked counter row and not a sequence or a timestamp: a writer takes its version with
-- `UPDATE sync_versions … RETURNING`, which row-locks the organisation's counter until the writer
-- commits. A second writer of the same organisation waits on that lock, so versions are handed out
-- in commit order. A reader that sees counter value C in its snapshot therefore sees every row
-- with version <= C, and no transaction can later commit a version <= C: answering `cursor = C`
-- never skips a row. (A sequence hands out numbers at call time, so a slow transaction could commit
-- version 5 after a reader already moved past 6.) One version per transaction per organisation:
-- the first call caches it in a transaction-local setting.
CREATE OR REPLACE FUNCTION sync_next_version(org text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'sync.v_' || md5(org);
  cached text := current_setting(setting, true);
  v bigint;
BEGIN
  IF cached IS NOT NULL AND cached <> '' AND split_part(cached, ':', 1) = txid_current()::text THEN
    RETURN split_part(cached, ':', 2)::bigint;
  END IF;
  UPDATE sync_versions SET version = version + 1 WHERE organisation_id = org RETURNING version INTO v;
  IF v IS NULL THEN
    INSERT INTO sync_versions (organisation_id, version) VALUES (org, 1)
      ON CONFLICT (organisation_id) DO UPDATE SET version = sync_versions.version + 1
      RETURNING version INTO v;
  END IF;
  PERFORM set_config(setting, txid_current()::text || ':' || v::text, true);
  RETURN v;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_set_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sync_version := sync_next_version(NEW.organisation_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A deleted row becomes a tombstone under the client's table name (TG_ARGV[0]) and the id the
-- client knows it by; per-user rows keep their user so only that user (and their teachers) get it.
CREATE OR REPLACE FUNCTION sync_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := to_jsonb(OLD);
  row_id text := r->>'id';
  owner text := NULL;
BEGIN
  -- The organisation itself is being deleted (cascade): nobody is left to tell.
  IF NOT EXISTS (SELECT 1 FROM organisations WHERE id = OLD.organisation_id) THEN RETURN OLD; END IF;
  IF TG_TABLE_NAME = 'lesson_progress' THEN
    row_id := (r->>'lesson_id') || ':' || (r->>'section');
    owner := r->>'user_id';
  ELSIF TG_TABLE_NAME = 'enrolments' THEN
    row_id := r->>'course_id';
    owner := r->>'user_id';
  END IF;
  INSERT INTO sync_tombstones (organisation_id, table_name, row_id, version, user_id)
    VALUES (OLD.organisation_id, TG_ARGV[0], row_id, sync_next_version(OLD.organisation_id), owner);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- What a user may see changed (access, enrolment, batch, role): their next pull resets.
CREATE OR REPLACE FUNCTION sync_bump_user_scope(uid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  org text;
BEGIN
  IF uid IS NULL THEN RETURN; END IF;
  SELECT organisation_id INTO org FROM users WHERE id = uid;
  IF org IS NULL THEN RETURN; END IF;
  INSERT INTO sync_user_scopes (user_id, organisation_id, scope_version) VALUES (uid, org, sync_next_version(org))
    ON CONFLICT (user_id) DO UPDATE SET scope_version = EXCLUDED.scope_version;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_scope_of_row_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sync_bump_user_scope(to_jsonb(OLD)->>'user_id'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM sync_bump_user_scope(to_jsonb(NEW)->>'user_id'); END IF;
  IF TG_TABLE_NAME = 'batch_members' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM sync_bump_user_scope((SELECT teacher_id FROM batches WHERE id = OLD.batch_id)); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM sync_bump_user_scope((SELECT teacher_id FROM batches WHERE id = NEW.batch_id)); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_scope_of_batch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_bump_user_scope(OLD.teacher_id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM sync_bump_user_scope(NEW.teacher_id);
    PERFORM sync_bump_user_scope(m.user_id) FROM batch_members m WHERE m.batch_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_scope_of_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := sync_next_version(NEW.organisation_id);
BEGIN
  UPDATE sync_versions SET scope_version = v WHERE organisation_id = NEW.organisation_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_scope_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_bump_user_scope(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_sync_version BEFORE INSERT OR UPDATE ON courses FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER course_modules_sync_version BEFORE INSERT OR UPDATE ON course_modules FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER lessons_sync_version BEFORE INSERT OR UPDATE ON lessons FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER lesson_progress_sync_version BEFORE INSERT OR UPDATE ON lesson_progress FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER enrolments_sync_version BEFORE INSERT OR UPDATE ON enrolments FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER batches_sync_version BEFORE INSERT OR UPDATE ON batches FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER batch_members_sync_version BEFORE INSERT OR UPDATE ON batch_members FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER users_sync_version BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER courses_sync_tombstone AFTER DELETE ON courses FOR EACH ROW EXECUTE FUNCTION sync_tombstone('courses');--> statement-breakpoint
CREATE TRIGGER course_modules_sync_tombstone AFTER DELETE ON course_modules FOR EACH ROW EXECUTE FUNCTION sync_tombstone('modules');--> statement-breakpoint
CREATE TRIGGER lessons_sync_tombstone AFTER DELETE ON lessons FOR EACH ROW EXECUTE FUNCTION sync_tombstone('lessons');--> statement-breakpoint
CREATE TRIGGER lesson_progress_sync_tombstone AFTER DELETE ON lesson_progress FOR EACH ROW EXECUTE FUNCTION sync_tombstone('progress');--> statement-breakpoint
CREATE TRIGGER enrolments_sync_tombstone AFTER DELETE ON enrolments FOR EACH ROW EXECUTE FUNCTION sync_tombstone('enrolments');--> statement-breakpoint
CREATE TRIGGER batches_sync_tombstone AFTER DELETE ON batches FOR EACH ROW EXECUTE FUNCTION sync_tombstone('batches');--> statement-breakpoint
CREATE TRIGGER batch_members_sync_tombstone AFTER DELETE ON batch_members FOR EACH ROW EXECUTE FUNCTION sync_tombstone('batchMembers');--> statement-breakpoint
CREATE TRIGGER course_access_sync_scope AFTER INSERT OR UPDATE OR DELETE ON course_access FOR EACH ROW EXECUTE FUNCTION sync_scope_of_row_user();--> statement-breakpoint
CREATE TRIGGER enrolments_sync_scope AFTER INSERT OR DELETE OR UPDATE OF status, user_id, course_id ON enrolments FOR EACH ROW EXECUTE FUNCTION sync_scope_of_row_user();--> statement-breakpoint
CREATE TRIGGER batch_members_sync_scope AFTER INSERT OR UPDATE OR DELETE ON batch_members FOR EACH ROW EXECUTE FUNCTION sync_scope_of_row_user();--> statement-breakpoint
CREATE TRIGGER batches_sync_scope AFTER DELETE OR UPDATE OF teacher_id, course_id ON batches FOR EACH ROW EXECUTE FUNCTION sync_scope_of_batch();--> statement-breakpoint
CREATE TRIGGER users_sync_scope AFTER UPDATE OF role ON users FOR EACH ROW EXECUTE FUNCTION sync_scope_of_user();--> statement-breakpoint
CREATE TRIGGER courses_sync_scope AFTER UPDATE OF published, enrolment_mode ON courses FOR EACH ROW EXECUTE FUNCTION sync_scope_of_organisation();--> statement-breakpoint
-- Rows that exist already (databases seeded before this migration) get versions too.
INSERT INTO sync_versions (organisation_id) SELECT id FROM organisations ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE courses SET sync_version = 0;--> statement-breakpoint
UPDATE course_modules SET sync_version = 0;--> statement-breakpoint
UPDATE lessons SET sync_version = 0;--> statement-breakpoint
UPDATE lesson_progress SET sync_version = 0;--> statement-breakpoint
UPDATE enrolments SET sync_version = 0;--> statement-breakpoint
UPDATE batches SET sync_version = 0;--> statement-breakpoint
UPDATE batch_members SET sync_version = 0;--> statement-breakpoint
UPDATE users SET sync_version = 0;
