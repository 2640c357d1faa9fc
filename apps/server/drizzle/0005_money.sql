CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"wallet_account" text NOT NULL,
	"requested_by_user_id" uuid,
	"vendor_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"bank_code" text NOT NULL,
	"nip_bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"provider_message" text,
	"next_requery_at" timestamp with time zone,
	"requery_attempts" integer DEFAULT 0 NOT NULL,
	"requery_locked_until" timestamp with time zone,
	"review_reason" text,
	"review_flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "transfers_wallet_idempotency_key" UNIQUE("wallet_account","idempotency_key"),
	CONSTRAINT "transfers_purpose" CHECK ("transfers"."purpose" in ('customer_transfer', 'vendor_settlement')),
	CONSTRAINT "transfers_status" CHECK ("transfers"."status" in ('pending', 'successful', 'failed')),
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount_kobo" > 0),
	CONSTRAINT "transfers_fee_not_negative" CHECK ("transfers"."fee_kobo" >= 0),
	CONSTRAINT "transfers_account_number" CHECK ("transfers"."account_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "transfers_key_length" CHECK (length("transfers"."idempotency_key") between 1 and 255),
	CONSTRAINT "transfers_completed_when_final" CHECK (("transfers"."status" = 'pending') = ("transfers"."completed_at" is null)),
	CONSTRAINT "transfers_owner" CHECK (("transfers"."purpose" = 'customer_transfer' and "transfers"."requested_by_user_id" is not null and "transfers"."vendor_id" is null) or ("transfers"."purpose" = 'vendor_settlement' and "transfers"."vendor_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_wallet_created_idx" ON "transfers" USING btree ("wallet_account","created_at");--> statement-breakpoint
CREATE INDEX "transfers_requery_due_idx" ON "transfers" USING btree ("next_requery_at") WHERE "transfers"."status" = 'pending';