ALTER TABLE "brands" ADD COLUMN "blocked_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id");