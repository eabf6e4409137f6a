CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"allowed" boolean NOT NULL,
	"idle_at" bigint NOT NULL
);
