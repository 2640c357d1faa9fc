ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "winnings_tax_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "winnings_tax_bps" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "winnings_tax_bearer" text;--> statement-breakpoint
ALTER TABLE "raffle_types" ADD COLUMN "winnings_tax_bearer" text DEFAULT 'winner' NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_type_versions" ADD COLUMN "winnings_tax_bearer" text DEFAULT 'winner' NOT NULL;--> statement-breakpoint
-- Who bears the winnings tax (DOMAIN.md "Winnings tax"): the operator on Pay4Me (type 2, Scan2Pay4Me too),
-- where a shop must receive the full amount; the winner on the others (the column's default).
UPDATE "raffle_types" SET "winnings_tax_bearer" = 'operator' WHERE "id" = 2;--> statement-breakpoint
UPDATE "raffle_type_versions" SET "winnings_tax_bearer" = 'operator' WHERE "raffle_type_id" = 2;--> statement-breakpoint
-- Wins settled before the tax existed withheld nothing: they record a rate of 0 and a tax of 0.
UPDATE "orders" SET "winnings_tax_kobo" = 0, "winnings_tax_bps" = 0,
  "winnings_tax_bearer" = CASE WHEN "raffle_type_id" = 2 THEN 'operator' ELSE 'winner' END
  WHERE "status" = 'winner_selected';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('wallet', 'held', 'clearing', 'revenue', 'expense', 'liability'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_winnings_tax_on_wins" CHECK (("orders"."status" = 'winner_selected') = ("orders"."winnings_tax_kobo" is not null and "orders"."winnings_tax_bps" is not null and "orders"."winnings_tax_bearer" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_winnings_tax_range" CHECK ("orders"."winnings_tax_kobo" is null or ("orders"."winnings_tax_kobo" between 0 and "orders"."prize_kobo" and "orders"."winnings_tax_bps" between 0 and 10000 and "orders"."winnings_tax_bearer" in ('winner', 'operator')));--> statement-breakpoint
ALTER TABLE "raffle_types" ADD CONSTRAINT "raffle_types_winnings_tax_bearer" CHECK ("raffle_types"."winnings_tax_bearer" in ('winner', 'operator'));