-- Issue #21: money above a customer's tier cap is held in held:customer:<user> (domain/wallet-limits), an
-- account kind guarded like a wallet: it keeps a running balance and may never go negative.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_wallets_may_not_go_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('wallet', 'held', 'clearing', 'revenue', 'expense'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallets_may_not_go_negative" CHECK ("ledger_accounts"."kind" not in ('wallet', 'held') or not "ledger_accounts"."may_go_negative");