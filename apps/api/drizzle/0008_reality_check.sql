-- Reality checks (issue 17): each member's interval, where each sign-in session's interval
-- counts from, and the sign-in session behind a game launch (so the game page shows its check).
CREATE TABLE "member_reality_checks" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"interval_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_check_sessions" (
	"family" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"counted_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "member_reality_checks" ADD CONSTRAINT "member_reality_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_sessions" ADD CONSTRAINT "reality_check_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reality_check_sessions_member_idx" ON "reality_check_sessions" USING btree ("member_id");