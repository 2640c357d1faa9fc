-- Issue #21: identity and wallet tiers. Existing customers have no customer_identities row, which is tier 0
-- (DOMAIN.md); BVN/NIN only as a keyed hash plus the last four digits; address proofs kept in the database.
CREATE TABLE "address_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_staff_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "address_proofs_size" CHECK ("address_proofs"."size_bytes" between 1 and 5242880),
	CONSTRAINT "address_proofs_content_type" CHECK ("address_proofs"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "customer_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tier" smallint DEFAULT 0 NOT NULL,
	"date_of_birth" date,
	"verified_name" text,
	"bvn_hash" text,
	"bvn_last4" text,
	"bvn_verified_at" timestamp with time zone,
	"nin_hash" text,
	"nin_last4" text,
	"nin_verified_at" timestamp with time zone,
	"address_verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_identities_tier_range" CHECK ("customer_identities"."tier" between 0 and 3),
	CONSTRAINT "customer_identities_bvn_last4" CHECK ("customer_identities"."bvn_last4" is null or "customer_identities"."bvn_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "customer_identities_nin_last4" CHECK ("customer_identities"."nin_last4" is null or "customer_identities"."nin_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"provider" text,
	"provider_reference" text,
	"number_last4" text,
	"returned_name" text,
	"returned_date_of_birth" date,
	"decided_by_staff_id" uuid,
	"reason" text,
	"tier_before" smallint NOT NULL,
	"tier_after" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_proofs" ADD CONSTRAINT "address_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_identities" ADD CONSTRAINT "customer_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_proofs_status_idx" ON "address_proofs" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identities_bvn_hash_key" ON "customer_identities" USING btree ("bvn_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identities_nin_hash_key" ON "customer_identities" USING btree ("nin_hash");--> statement-breakpoint
CREATE INDEX "identity_checks_user_idx" ON "identity_checks" USING btree ("user_id","created_at");