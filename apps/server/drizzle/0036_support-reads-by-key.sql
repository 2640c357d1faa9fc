CREATE INDEX "transfers_requested_by_created_idx" ON "transfers" USING btree ("requested_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_vendor_settlements_idx" ON "transfers" USING btree ("vendor_id","created_at") WHERE "transfers"."purpose" = 'vendor_settlement';--> statement-breakpoint
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree ("customer_phone","created_at","id");--> statement-breakpoint
-- The phone's new index is in place before its old one goes: no moment without one.
DROP INDEX "orders_phone_idx";
