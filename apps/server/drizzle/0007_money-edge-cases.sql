ALTER TABLE "transfers" DROP CONSTRAINT "transfers_status";--> statement-breakpoint
DROP INDEX "transfers_requery_due_idx";--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "submission_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transfers_requery_due_idx" ON "transfers" USING btree ("next_requery_at") WHERE "transfers"."next_requery_at" is not null;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reversed_when_reversed" CHECK (("transfers"."status" = 'reversed') = ("transfers"."reversed_at" is not null));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_status" CHECK ("transfers"."status" in ('pending', 'successful', 'failed', 'reversed'));