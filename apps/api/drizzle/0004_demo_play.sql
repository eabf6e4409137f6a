-- Play-money sessions (games.demoLaunch): a provider session may now belong to nobody (a guest
-- trying a game) and hold its own play balance. The check keeps a fun session memberless with a
-- non-negative play balance, and a real one a member's with none, so a round can never mix them.
ALTER TABLE "provider_sessions" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "fun" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "play_balance" bigint;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_mode" CHECK (("provider_sessions"."fun" AND "provider_sessions"."member_id" IS NULL AND "provider_sessions"."play_balance" IS NOT NULL AND "provider_sessions"."play_balance" >= 0) OR (NOT "provider_sessions"."fun" AND "provider_sessions"."member_id" IS NOT NULL AND "provider_sessions"."play_balance" IS NULL));