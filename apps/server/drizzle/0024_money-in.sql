CREATE TABLE "customer_transfer_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_identifier" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"has_bvn" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_transfer_accounts_number" CHECK ("customer_transfer_accounts"."account_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "inbound_credits" (
	"transaction_reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"attempt_status" text,
	"returned" boolean DEFAULT false NOT NULL,
	"account_number" text,
	"principal_kobo" bigint NOT NULL,
	"settled_kobo" bigint NOT NULL,
	"fee_kobo" bigint DEFAULT 0 NOT NULL,
	"held_kobo" bigint DEFAULT 0 NOT NULL,
	"sender_name" text,
	"session_id" text,
	"frozen_reason" text,
	"transaction_date" timestamp with time zone NOT NULL,
	"first_reported_by" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbound_credits_kind" CHECK ("inbound_credits"."kind" in ('static', 'dynamic')),
	CONSTRAINT "inbound_credits_status" CHECK ("inbound_credits"."status" in ('posted', 'held', 'frozen', 'unknown_account', 'order_paid', 'returned')),
	CONSTRAINT "inbound_credits_reporter" CHECK ("inbound_credits"."first_reported_by" in ('webhook', 'requery', 'sweep', 'reconciliation')),
	CONSTRAINT "inbound_credits_amounts" CHECK ("inbound_credits"."principal_kobo" >= 0 and "inbound_credits"."settled_kobo" >= 0 and "inbound_credits"."fee_kobo" >= 0 and "inbound_credits"."held_kobo" between 0 and "inbound_credits"."settled_kobo"),
	CONSTRAINT "inbound_credits_kind_fields" CHECK (("inbound_credits"."kind" = 'static' and "inbound_credits"."order_id" is null and "inbound_credits"."attempt_status" is null and "inbound_credits"."status" in ('posted', 'held', 'frozen', 'unknown_account'))
        or ("inbound_credits"."kind" = 'dynamic' and "inbound_credits"."order_id" is not null and "inbound_credits"."attempt_status" in ('SUCCESS', 'MISMATCH', 'EXPIRED') and "inbound_credits"."status" in ('order_paid', 'returned'))),
	CONSTRAINT "inbound_credits_posted_at" CHECK (("inbound_credits"."status" in ('posted', 'held')) = ("inbound_credits"."posted_at" is not null) or "inbound_credits"."kind" = 'dynamic')
);
--> statement-breakpoint
CREATE TABLE "transfer_payment_accounts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"expected_amount_kobo" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_payment_accounts_status" CHECK ("transfer_payment_accounts"."status" in ('waiting', 'paid', 'expired')),
	CONSTRAINT "transfer_payment_accounts_amount" CHECK ("transfer_payment_accounts"."expected_amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "reconciliation_items" DROP CONSTRAINT "reconciliation_items_kind";--> statement-breakpoint
ALTER TABLE "customer_transfer_accounts" ADD CONSTRAINT "customer_transfer_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_credits" ADD CONSTRAINT "inbound_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_credits" ADD CONSTRAINT "inbound_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_payment_accounts" ADD CONSTRAINT "transfer_payment_accounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_transfer_accounts_number_key" ON "customer_transfer_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_transfer_accounts_identifier_key" ON "customer_transfer_accounts" USING btree ("customer_identifier");--> statement-breakpoint
CREATE INDEX "inbound_credits_user_idx" ON "inbound_credits" USING btree ("user_id","transaction_date");--> statement-breakpoint
CREATE INDEX "inbound_credits_order_idx" ON "inbound_credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inbound_credits_date_idx" ON "inbound_credits" USING btree ("transaction_date");--> statement-breakpoint
CREATE INDEX "inbound_credits_frozen_idx" ON "inbound_credits" USING btree ("user_id") WHERE "inbound_credits"."status" = 'frozen';--> statement-breakpoint
CREATE INDEX "transfer_payment_accounts_waiting_idx" ON "transfer_payment_accounts" USING btree ("expires_at") WHERE "transfer_payment_accounts"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method_used" in ('card', 'wallet', 'transfer'));--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_kind" CHECK ("reconciliation_items"."kind" in ('paid_not_settled', 'no_order', 'settled_not_at_gateway', 'amount_differs', 'transfer_not_at_gateway', 'transfer_not_ours', 'transfer_status_differs', 'transfer_amount_differs', 'refund_not_in_ledger', 'refund_not_at_gateway', 'inflow_not_posted', 'inflow_not_at_gateway', 'inflow_amount_differs'));