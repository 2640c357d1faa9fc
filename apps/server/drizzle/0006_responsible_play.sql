CREATE TABLE "play_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_limit_kobo" bigint,
	"monthly_limit_kobo" bigint,
	"pending_daily_limit_kobo" bigint,
	"pending_daily_effective_at" timestamp with time zone,
	"pending_monthly_limit_kobo" bigint,
	"pending_monthly_effective_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"exclusion_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_daily_positive" CHECK ("play_limits"."daily_limit_kobo" is null or "play_limits"."daily_limit_kobo" > 0),
	CONSTRAINT "play_limits_monthly_positive" CHECK ("play_limits"."monthly_limit_kobo" is null or "play_limits"."monthly_limit_kobo" > 0),
	CONSTRAINT "play_limits_pending_daily" CHECK (("play_limits"."pending_daily_limit_kobo" is null or "play_limits"."pending_daily_limit_kobo" > 0) and ("play_limits"."pending_daily_limit_kobo" is null or "play_limits"."pending_daily_effective_at" is not null)),
	CONSTRAINT "play_limits_pending_monthly" CHECK (("play_limits"."pending_monthly_limit_kobo" is null or "play_limits"."pending_monthly_limit_kobo" > 0) and ("play_limits"."pending_monthly_limit_kobo" is null or "play_limits"."pending_monthly_effective_at" is not null)),
	CONSTRAINT "play_limits_exclusion" CHECK (("play_limits"."excluded_until" is null) = ("play_limits"."exclusion_requested_at" is null))
);
--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;