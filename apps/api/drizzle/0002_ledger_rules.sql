-- The ledger's rules, enforced by the database itself (not only by the code that posts):
-- 1. entries and transactions are insert-only;
-- 2. the entries of one transaction sum to zero (checked at commit, so a transaction's legs
--    may be inserted one by one);
-- 3. a member account's balance is only ever changed by its entries, starts at zero and never
--    goes below zero (the CHECK on ledger_accounts); the main wallet's balance is mirrored to
--    member_wallets in the same statement.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are insert-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acct_kind text;
  acct_member integer;
  acct_balance bigint;
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id AND materialised
    RETURNING kind, member_id, balance INTO acct_kind, acct_member, acct_balance;
  IF FOUND AND acct_kind = 'main' THEN
    UPDATE member_wallets SET balance = acct_balance, updated_at = now() WHERE member_id = acct_member;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entry_apply();
--> statement-breakpoint
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens at zero; post an entry instead' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.balance <> OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a ledger balance changes only through entries' USING ERRCODE = 'restrict_violation';
  ELSIF NEW.materialised <> OLD.materialised OR NEW.kind <> OLD.kind OR NEW.key <> OLD.key THEN
    RAISE EXCEPTION 'a ledger account''s identity is fixed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_account_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
