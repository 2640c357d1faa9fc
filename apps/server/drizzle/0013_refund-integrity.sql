ALTER TABLE "orders" ADD COLUMN "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_paid" CHECK ("orders"."refunded_kobo" >= 0 and "orders"."refunded_kobo" <= coalesce("orders"."paid_amount_kobo", 0));--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "resolution_evidence" text;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "card_refunds" DROP CONSTRAINT "card_refunds_status";--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_status" CHECK ("card_refunds"."status" in ('approved', 'pending', 'review', 'confirmed', 'failed'));--> statement-breakpoint
UPDATE "orders" SET "refunded_kobo" = "confirmed"."total" FROM (SELECT "order_id", sum("amount_kobo") AS "total" FROM "card_refunds" WHERE "status" = 'confirmed' GROUP BY "order_id") AS "confirmed" WHERE "orders"."id" = "confirmed"."order_id";--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_one_live_per_order" ON "card_refunds" USING btree ("order_id") WHERE "card_refunds"."status" in ('approved', 'pending', 'review', 'confirmed');
