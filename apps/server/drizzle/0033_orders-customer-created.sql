DROP INDEX "orders_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_user_id","created_at","id");