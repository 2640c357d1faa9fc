CREATE TABLE "sandbox_squad_customer_accounts" (
	"customer_identifier" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"gender" text NOT NULL,
	"address" text NOT NULL,
	"email" text,
	"bvn" text,
	"beneficiary_account" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_squad_customer_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "sandbox_squad_dynamic_accounts" (
	"transaction_reference" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_squad_dynamic_accounts_account_number_unique" UNIQUE("account_number"),
	CONSTRAINT "sandbox_squad_dynamic_accounts_amount_positive" CHECK ("sandbox_squad_dynamic_accounts"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_squad_dynamic_attempts" (
	"transaction_reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text NOT NULL,
	"amount_received_kobo" bigint NOT NULL,
	"expected_amount_kobo" bigint NOT NULL,
	"refunded" boolean NOT NULL,
	"sender_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_squad_dynamic_attempts_status" CHECK ("sandbox_squad_dynamic_attempts"."status" in ('SUCCESS', 'MISMATCH', 'EXPIRED')),
	CONSTRAINT "sandbox_squad_dynamic_attempts_refund" CHECK ("sandbox_squad_dynamic_attempts"."refunded" = ("sandbox_squad_dynamic_attempts"."status" <> 'SUCCESS'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_squad_inbound_credits" (
	"transaction_reference" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"customer_identifier" text NOT NULL,
	"principal_kobo" bigint NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"settled_kobo" bigint NOT NULL,
	"sender_name" text NOT NULL,
	"session_id" text NOT NULL,
	"remarks" text NOT NULL,
	"freeze_reference" text,
	"transaction_date" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_squad_inbound_credits_principal_positive" CHECK ("sandbox_squad_inbound_credits"."principal_kobo" > 0),
	CONSTRAINT "sandbox_squad_inbound_credits_settled" CHECK ("sandbox_squad_inbound_credits"."fee_kobo" >= 0 and "sandbox_squad_inbound_credits"."settled_kobo" = "sandbox_squad_inbound_credits"."principal_kobo" - "sandbox_squad_inbound_credits"."fee_kobo")
);
--> statement-breakpoint
CREATE TABLE "sandbox_squad_missed_webhooks" (
	"transaction_reference" text PRIMARY KEY NOT NULL,
	"raw_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_squad_dynamic_attempts_merchant_idx" ON "sandbox_squad_dynamic_attempts" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_squad_dynamic_attempts_one_success_key" ON "sandbox_squad_dynamic_attempts" USING btree ("merchant_reference") WHERE "sandbox_squad_dynamic_attempts"."status" = 'SUCCESS';--> statement-breakpoint
CREATE INDEX "sandbox_squad_inbound_credits_customer_idx" ON "sandbox_squad_inbound_credits" USING btree ("customer_identifier");--> statement-breakpoint
CREATE INDEX "sandbox_squad_inbound_credits_date_idx" ON "sandbox_squad_inbound_credits" USING btree ("transaction_date");