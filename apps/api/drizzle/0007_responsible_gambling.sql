-- Responsible gambling (issue 17): brand operators and compliance settings, members' limits with
-- their pending changes, time-outs and self-exclusions, and the account history.
CREATE TABLE "brand_compliance" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"minimum_age" integer NOT NULL,
	"self_exclusion_scheme_url" text NOT NULL,
	"cooling_off_hours" integer NOT NULL,
	"bonus_wagering_cap" integer NOT NULL,
	"licence_badge_url" text NOT NULL,
	"licence_page_url" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_operators" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_exclusions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"operator_id" text NOT NULL,
	"email" text,
	"mobile" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_since" timestamp with time zone,
	"pending_value" bigint,
	"effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "responsible_gambling_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsible_gambling_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"event" text NOT NULL,
	"kind" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"effective_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_compliance" ADD CONSTRAINT "brand_compliance_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_operators" ADD CONSTRAINT "brand_operators_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gambling_history" ADD CONSTRAINT "responsible_gambling_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_exclusions_member_idx" ON "member_exclusions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_exclusions_email_idx" ON "member_exclusions" USING btree ("operator_id","email") WHERE "member_exclusions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_exclusions_mobile_idx" ON "member_exclusions" USING btree ("operator_id","mobile") WHERE "member_exclusions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "responsible_gambling_history_member_idx" ON "responsible_gambling_history" USING btree ("member_id","id");