CREATE TABLE "account_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_type_versions" (
	"raffle_type_id" integer NOT NULL,
	"version" integer NOT NULL,
	"ticket_price_kobo" bigint NOT NULL,
	"winnable_amount_kobo" bigint NOT NULL,
	"payout_ratio_bps" integer NOT NULL,
	"prize_budget_kobo" bigint NOT NULL,
	"requested_by_staff_id" uuid,
	"approved_by_staff_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffle_type_versions_raffle_type_id_version_pk" PRIMARY KEY("raffle_type_id","version")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "raffle_cycles" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffle_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_type_versions" ADD CONSTRAINT "raffle_type_versions_raffle_type_id_raffle_types_id_fk" FOREIGN KEY ("raffle_type_id") REFERENCES "public"."raffle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_notes_user_idx" ON "account_notes" USING btree ("user_id","created_at");