CREATE TABLE "ussd_answers" (
	"session_id" text NOT NULL,
	"phone" text NOT NULL,
	"step" text NOT NULL,
	"answer" text,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ussd_answers_session_id_phone_step_pk" PRIMARY KEY("session_id","phone","step")
);
--> statement-breakpoint
CREATE TABLE "ussd_session_ends" (
	"session_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"service_code" text NOT NULL,
	"network_code" text,
	"status" text NOT NULL,
	"cost" text,
	"duration_ms" integer,
	"hops" integer,
	"last_app_response" text,
	"error_message" text,
	"provider_date" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ussd_answers" ADD CONSTRAINT "ussd_answers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ussd_answers_created_idx" ON "ussd_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ussd_session_ends_received_idx" ON "ussd_session_ends" USING btree ("received_at");