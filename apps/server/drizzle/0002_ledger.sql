CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"cause_type" text,
	"cause_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"postings_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "journal_entries_key_not_blank" CHECK (length("journal_entries"."idempotency_key") between 1 and 200),
	CONSTRAINT "journal_entries_kind_not_blank" CHECK (length("journal_entries"."kind") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"may_go_negative" boolean NOT NULL,
	"balance_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('wallet', 'clearing', 'revenue', 'expense')),
	CONSTRAINT "ledger_accounts_kind_is_key_prefix" CHECK ("ledger_accounts"."kind" = split_part("ledger_accounts"."key", ':', 1)),
	CONSTRAINT "ledger_accounts_wallets_may_not_go_negative" CHECK ("ledger_accounts"."kind" <> 'wallet' or not "ledger_accounts"."may_go_negative"),
	CONSTRAINT "ledger_accounts_balance_kept_when_guarded" CHECK (("ledger_accounts"."balance_kobo" is null) = "ledger_accounts"."may_go_negative"),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	CONSTRAINT "postings_entry_id_account_id_pk" PRIMARY KEY("entry_id","account_id"),
	CONSTRAINT "postings_amount_not_zero" CHECK ("postings"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE INDEX "postings_account_entry_idx" ON "postings" USING btree ("account_id","entry_id");