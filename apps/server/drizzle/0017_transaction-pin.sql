-- Issues #24 and #27: the 4-digit transaction PIN that confirms money leaving a wallet (web transfers, USSD).
-- One row per customer who has set one. The PIN is an argon2id PHC string like a password; the reset code a
-- keyed hash like the phone codes. Wrong tries are counted in the row before the hash is checked, so parallel
-- guesses cannot pass the 5 the CHECK allows.
CREATE TABLE "transaction_pins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"reset_code_hash" text,
	"reset_code_expires_at" timestamp with time zone,
	"reset_code_failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_pins_failed_attempts_range" CHECK ("transaction_pins"."failed_attempts" between 0 and 5),
	CONSTRAINT "transaction_pins_reset_code_failed_attempts_range" CHECK ("transaction_pins"."reset_code_failed_attempts" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "transaction_pins" ADD CONSTRAINT "transaction_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
