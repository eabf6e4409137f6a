-- UNLOGGED: a hit's commit writes no WAL, so it waits for no disk flush; a crash (not a clean
-- stop) empties the table and standbys do not get it, which only gives clients a fresh budget.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"allowed" boolean NOT NULL,
	"idle_at" bigint NOT NULL
);
