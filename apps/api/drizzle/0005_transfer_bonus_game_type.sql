ALTER TABLE "promotions" ADD COLUMN "game_type" text;--> statement-breakpoint
-- Seeded slots transfer bonuses count only transfers into slot channels.
UPDATE "promotions" SET "game_type" = 'SlotMachine' WHERE "type" = 2 AND "category" = 'slots';
