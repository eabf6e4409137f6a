ALTER TABLE "brands" ADD COLUMN "security" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;