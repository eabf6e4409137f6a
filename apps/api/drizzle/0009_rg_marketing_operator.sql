ALTER TABLE "messages" ADD COLUMN "marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "responsible_gambling_history" ADD COLUMN "actor" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "responsible_gambling_history" ADD COLUMN "note" text;