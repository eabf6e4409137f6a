-- A claim the member cancelled (4) or the operator rejected (5) gives its period back: only live
-- claims are unique per promotion, member and period, so a second live one still fails here.
DROP INDEX "promotion_claims_period_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_live_period_idx" ON "promotion_claims" USING btree ("promotion_id","member_id","period_key") WHERE status NOT IN (4, 5);