CREATE TABLE "sandbox_squad_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"charged_amount_kobo" bigint,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"customer_name" text,
	"callback_url" text,
	"metadata" jsonb NOT NULL,
	"payment_channels" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_squad_transactions_amount_positive" CHECK ("sandbox_squad_transactions"."amount_kobo" > 0),
	CONSTRAINT "sandbox_squad_transactions_charged_positive" CHECK ("sandbox_squad_transactions"."charged_amount_kobo" is null or "sandbox_squad_transactions"."charged_amount_kobo" > 0),
	CONSTRAINT "sandbox_squad_transactions_status" CHECK ("sandbox_squad_transactions"."status" in ('pending', 'success', 'failed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_squad_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"nip_bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"remark" text NOT NULL,
	"status" text NOT NULL,
	"nip_session_id" text,
	"response_description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_squad_transfers_amount_positive" CHECK ("sandbox_squad_transfers"."amount_kobo" > 0),
	CONSTRAINT "sandbox_squad_transfers_status" CHECK ("sandbox_squad_transfers"."status" in ('success', 'failed'))
);
