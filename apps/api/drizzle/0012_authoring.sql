ALTER TABLE "game_banners" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_banners" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "retired_at" timestamp with time zone;