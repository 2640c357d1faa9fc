CREATE TABLE "ledger_account_days" (
	"account_id" bigint NOT NULL,
	"lagos_day" date NOT NULL,
	"stripe" integer NOT NULL,
	"credit_kobo" bigint NOT NULL,
	"debit_kobo" bigint NOT NULL,
	"posting_count" bigint NOT NULL,
	CONSTRAINT "ledger_account_days_account_id_lagos_day_stripe_pk" PRIMARY KEY("account_id","lagos_day","stripe"),
	CONSTRAINT "ledger_account_days_signs" CHECK ("ledger_account_days"."credit_kobo" >= 0 and "ledger_account_days"."debit_kobo" <= 0)
);
--> statement-breakpoint
CREATE INDEX "transfers_successful_created_idx" ON "transfers" USING btree ("created_at") WHERE "transfers"."status" = 'successful';--> statement-breakpoint
CREATE INDEX "transfers_failed_created_idx" ON "transfers" USING btree ("created_at") WHERE "transfers"."status" in ('failed', 'reversed');