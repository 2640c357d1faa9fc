CREATE TABLE "data_breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"affected" text NOT NULL,
	"measures" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by_staff_id" uuid NOT NULL,
	"regulator_notified_at" timestamp with time zone,
	"regulator_notified_by_staff_id" uuid,
	"subjects_notified_at" timestamp with time zone,
	"subjects_notified_by_staff_id" uuid
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"requester" text,
	"details" text,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	"recorded_by_staff_id" uuid,
	"answered_by_staff_id" uuid,
	CONSTRAINT "data_requests_someone" CHECK ("data_requests"."user_id" is not null or "data_requests"."requester" is not null),
	CONSTRAINT "data_requests_due_after_received" CHECK ("data_requests"."due_at" > "data_requests"."received_at")
);
--> statement-breakpoint
CREATE TABLE "retained_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"identity" jsonb NOT NULL,
	"identity_checks" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_recorded_by_staff_id_staff_members_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_regulator_notified_by_staff_id_staff_members_id_fk" FOREIGN KEY ("regulator_notified_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_subjects_notified_by_staff_id_staff_members_id_fk" FOREIGN KEY ("subjects_notified_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_recorded_by_staff_id_staff_members_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_answered_by_staff_id_staff_members_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_records" ADD CONSTRAINT "retained_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_breaches_recorded_idx" ON "data_breaches" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("due_at") WHERE "data_requests"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "retained_records_keep_until_idx" ON "retained_records" USING btree ("keep_until");