CREATE TABLE "bet_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"result" integer DEFAULT 0 NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"bet_time" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_provider_transfers" (
	"brand_id" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_transfers_brand_id_order_no_pk" PRIMARY KEY("brand_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "featured_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"username" text NOT NULL,
	"game_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"type" text NOT NULL,
	"game_id" integer,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"types" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"transfer_in_limit" bigint DEFAULT 0 NOT NULL,
	"secret" text NOT NULL,
	"demo_mode" text DEFAULT 'ok' NOT NULL,
	"colour" text DEFAULT '#5b5bd6' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"action" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"channel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"engine" text DEFAULT 'slot' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_calls" (
	"channel_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_calls_channel_id_transaction_id_pk" PRIMARY KEY("channel_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"resume_ref" text,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_brand_id_member_id_key_pk" PRIMARY KEY("brand_id","member_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"member_id" integer,
	"channel_id" integer,
	"currency_code" text NOT NULL,
	"materialised" boolean NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"amount" bigint NOT NULL,
	"order_no" text NOT NULL,
	"channel_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"bank_type" integer NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"type" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" integer NOT NULL,
	"topup_code" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"gateway_token_hash" text,
	"return_url" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"instructions" jsonb NOT NULL,
	"colour" text DEFAULT '#2f7d5b' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" integer NOT NULL,
	"base_amount" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"target_turnover" bigint DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"type" integer NOT NULL,
	"recurrence" integer NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"min_bonus" bigint DEFAULT 0 NOT NULL,
	"max_bonus" bigint DEFAULT 0 NOT NULL,
	"bonus_rate" integer DEFAULT 0 NOT NULL,
	"min_charge" bigint DEFAULT 0 NOT NULL,
	"min_apply_amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"target_turnover" bigint DEFAULT 0 NOT NULL,
	"coupon" text,
	"mission_reward" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"colour" text DEFAULT '#c2410c' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_bonuses" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_bonuses_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"deposit_condition" bigint NOT NULL,
	"turnover_condition" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"daily_withdrawal_amount" bigint NOT NULL,
	"daily_withdrawal_count" integer NOT NULL,
	"min_withdrawal" bigint NOT NULL,
	"max_withdrawal" bigint NOT NULL,
	"benefits" jsonb NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_wins" ADD CONSTRAINT "featured_wins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_banners" ADD CONSTRAINT "game_banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_channels" ADD CONSTRAINT "game_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_channel_id_game_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."game_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_pages" ADD CONSTRAINT "help_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_records_round_idx" ON "bet_records" USING btree ("channel_id","round_id");--> statement-breakpoint
CREATE INDEX "bet_records_member_idx" ON "bet_records" USING btree ("member_id","bet_time");--> statement-breakpoint
CREATE UNIQUE INDEX "game_channels_brand_code_idx" ON "game_channels" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transfers_order_idx" ON "game_transfers" USING btree ("brand_id","order_no");--> statement-breakpoint
CREATE INDEX "game_transfers_member_idx" ON "game_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_transfers_pending_idx" ON "game_transfers" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_brand_code_idx" ON "games" USING btree ("brand_id","channel_id","code");--> statement-breakpoint
CREATE INDEX "games_brand_type_idx" ON "games" USING btree ("brand_id","type","sort");--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "provider_sessions_expires_idx" ON "provider_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "help_pages_brand_idx" ON "help_pages" USING btree ("brand_id","category","sort");--> statement-breakpoint
CREATE INDEX "kyc_documents_member_idx" ON "kyc_documents" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_brand_key_idx" ON "ledger_accounts" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_idx" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_ref_idx" ON "ledger_transactions" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "wallet_records_member_idx" ON "wallet_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_records_order_idx" ON "wallet_records" USING btree ("brand_id","order_no");--> statement-breakpoint
CREATE INDEX "messages_brand_member_idx" ON "messages" USING btree ("brand_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_idx" ON "deposits" USING btree ("brand_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_token_idx" ON "deposits" USING btree ("gateway_token_hash");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_idx" ON "withdrawals" USING btree ("brand_id","order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_period_idx" ON "promotion_claims" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_claims_member_idx" ON "promotion_claims" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_idx" ON "referral_rewards" USING btree ("friend_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_brand_level_idx" ON "vip_levels" USING btree ("brand_id","level");