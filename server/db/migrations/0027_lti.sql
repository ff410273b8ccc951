-- LTI 1.3 (issue 54): platforms, single-use login states and nonces, resource links, platform users,
-- the durable score queue (Assignment and Grade Services) and the tool's signing key. Server-only.
CREATE TABLE "lti_platforms" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" text[] NOT NULL,
	"auth_login_url" text NOT NULL,
	"auth_token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_key" ON "lti_platforms" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE INDEX "lti_platforms_org_idx" ON "lti_platforms" USING btree ("organisation_id");--> statement-breakpoint
CREATE TABLE "lti_states" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" text NOT NULL REFERENCES "lti_platforms"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "lti_nonces" (
	"platform_id" text NOT NULL REFERENCES "lti_platforms"("id") ON DELETE cascade,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("platform_id","nonce")
);--> statement-breakpoint
CREATE TABLE "lti_links" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"platform_id" text NOT NULL REFERENCES "lti_platforms"("id") ON DELETE cascade,
	"resource_link_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"course_id" text NOT NULL,
	"line_item_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "lti_links_platform_link_key" ON "lti_links" USING btree ("platform_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_links_target_idx" ON "lti_links" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE TABLE "lti_users" (
	"platform_id" text NOT NULL REFERENCES "lti_platforms"("id") ON DELETE cascade,
	"sub" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("platform_id","sub")
);--> statement-breakpoint
CREATE INDEX "lti_users_user_idx" ON "lti_users" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "lti_score_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"platform_id" text NOT NULL REFERENCES "lti_platforms"("id") ON DELETE cascade,
	"attempt_id" text NOT NULL,
	"line_item_url" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"score_given" real NOT NULL,
	"score_maximum" real NOT NULL,
	"graded_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "lti_score_queue_attempt_item_key" ON "lti_score_queue" USING btree ("attempt_id","line_item_url");--> statement-breakpoint
CREATE INDEX "lti_score_queue_due_idx" ON "lti_score_queue" USING btree ("status","next_try_at");--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
