-- Refusal codes (issue 52, item 5): a rejected write's code and params beside its English reason,
-- so a refused write sent again is answered with them too (server/services/sync/push.ts).
ALTER TABLE "sync_mutation_log" ADD COLUMN "code" text;
--> statement-breakpoint
ALTER TABLE "sync_mutation_log" ADD COLUMN "params" jsonb;
