ALTER TABLE "orders" ADD COLUMN "compensated_by_adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_compensated_by_adjustment_unique" ON "orders" USING btree ("compensated_by_adjustment_id");--> statement-breakpoint
CREATE INDEX "orders_in_review_idx" ON "orders" USING btree ("created_at") WHERE "orders"."review_reason" is not null;--> statement-breakpoint
ALTER TABLE "vendor_settlement_batches" ADD COLUMN "approved_lines" jsonb;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD COLUMN "asked_again_at" timestamp with time zone;
