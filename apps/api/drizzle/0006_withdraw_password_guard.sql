-- Withdrawal-password attempt limit (issue 15): every wrong withdrawal password is logged per
-- member, and too many within the window lock its use until withdraw_password_locked_until.
CREATE TABLE "withdraw_password_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_password_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdraw_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdraw_password_failures" ADD CONSTRAINT "withdraw_password_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdraw_password_failures_member_idx" ON "withdraw_password_failures" USING btree ("member_id","at");