ALTER TABLE "transfers" ADD COLUMN "resend_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD COLUMN "ledger_status" text;--> statement-breakpoint
ALTER TABLE "reconciliation_items" DROP CONSTRAINT "reconciliation_items_kind";--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_kind" CHECK ("reconciliation_items"."kind" in ('paid_not_settled', 'no_order', 'settled_not_at_gateway', 'amount_differs', 'transfer_not_at_gateway', 'transfer_not_ours', 'transfer_status_differs', 'transfer_amount_differs', 'refund_not_in_ledger', 'refund_not_at_gateway'));
