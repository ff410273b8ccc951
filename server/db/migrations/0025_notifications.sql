-- Notifications (issue 53): the in-app centre (`notifications`), one push subscription per device
-- (`pushSubscriptions`), each user's settings (`notificationSettings`), all synced to the user's own
-- devices, and the server-only push queue, one row per notification and subscription.
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"ref" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "notifications_org_sync_idx" ON "notifications" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
SELECT sync_track('notifications', 'notifications', 'id', 'user_id');--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_org_sync_idx" ON "push_subscriptions" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
SELECT sync_track('push_subscriptions', 'pushSubscriptions', 'id', 'user_id');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"disabled_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"reminder_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"hide_content" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "notification_settings_org_sync_idx" ON "notification_settings" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('notification_settings', 'notificationSettings', 'user_id', 'user_id');--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"notification_id" text NOT NULL REFERENCES "notifications"("id") ON DELETE cascade,
	"subscription_id" text NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_notification_subscription_key" ON "push_deliveries" USING btree ("notification_id","subscription_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" USING btree ("status","next_try_at");
