-- Chat joins pull (issue 8): rooms, conversations, their members and messages get a server
-- version kept by the triggers of 0002, and deleted rooms or conversations become tombstones.
-- A room membership carries a user, so joining or leaving a room resets that user's next pull
-- (the room's older messages have older versions). A new conversation is new: its delta suffices.
ALTER TABLE "chat_rooms" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_org_version_idx" ON "messages" ("organisation_id", "sync_version");--> statement-breakpoint
CREATE INDEX "chat_rooms_batch_idx" ON "chat_rooms" ("batch_id");--> statement-breakpoint
CREATE INDEX "chat_room_members_user_idx" ON "chat_room_members" ("user_id");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" ("user_id");--> statement-breakpoint
CREATE TRIGGER chat_rooms_sync_version BEFORE INSERT OR UPDATE ON chat_rooms FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER chat_room_members_sync_version BEFORE INSERT OR UPDATE ON chat_room_members FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER conversations_sync_version BEFORE INSERT OR UPDATE ON conversations FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER conversation_members_sync_version BEFORE INSERT OR UPDATE ON conversation_members FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER messages_sync_version BEFORE INSERT OR UPDATE ON messages FOR EACH ROW EXECUTE FUNCTION sync_set_version();--> statement-breakpoint
CREATE TRIGGER chat_rooms_sync_tombstone AFTER DELETE ON chat_rooms FOR EACH ROW EXECUTE FUNCTION sync_tombstone('rooms');--> statement-breakpoint
CREATE TRIGGER conversations_sync_tombstone AFTER DELETE ON conversations FOR EACH ROW EXECUTE FUNCTION sync_tombstone('conversations');--> statement-breakpoint
CREATE TRIGGER messages_sync_tombstone AFTER DELETE ON messages FOR EACH ROW EXECUTE FUNCTION sync_tombstone('messages');--> statement-breakpoint
CREATE TRIGGER chat_room_members_sync_scope AFTER INSERT OR UPDATE OR DELETE ON chat_room_members FOR EACH ROW EXECUTE FUNCTION sync_scope_of_row_user();--> statement-breakpoint
-- Rows written before this migration get a version, so a full pull sends them.
UPDATE "chat_rooms" SET "sync_version" = 0;--> statement-breakpoint
UPDATE "conversations" SET "sync_version" = 0;--> statement-breakpoint
UPDATE "messages" SET "sync_version" = 0;
