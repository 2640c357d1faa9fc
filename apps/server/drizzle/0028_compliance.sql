CREATE TABLE "compliance_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"lagos_day" date NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"case_id" uuid,
	"decided_by_staff_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "compliance_case_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_staff_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"staff_id" uuid,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by_staff_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_staff_id" uuid,
	"approved_by_staff_id" uuid,
	"closed_at" timestamp with time zone,
	"closing_reason" text,
	"report" jsonb,
	CONSTRAINT "compliance_cases_number_unique" UNIQUE("number"),
	CONSTRAINT "compliance_cases_report_when_reported" CHECK (("compliance_cases"."status" = 'reported') = ("compliance_cases"."report" is not null))
);
--> statement-breakpoint
CREATE TABLE "large_transaction_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"lagos_day" date NOT NULL,
	"direction" text NOT NULL,
	"total_kobo" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"threshold_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_at" timestamp with time zone,
	"filed_by_staff_id" uuid,
	"filing_reference" text,
	CONSTRAINT "large_transaction_records_total" CHECK ("large_transaction_records"."total_kobo" >= "large_transaction_records"."threshold_kobo")
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_key" text NOT NULL,
	"case_id" uuid NOT NULL,
	"case_number" integer NOT NULL,
	"placed_by_staff_id" uuid NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by_staff_id" uuid,
	"lifted_at" timestamp with time zone,
	"lift_reason" text,
	CONSTRAINT "wallet_holds_wallet_key" CHECK ("wallet_holds"."account_key" ~ '^wallet:(customer|vendor):')
);
--> statement-breakpoint
ALTER TABLE "compliance_case_documents" ADD CONSTRAINT "compliance_case_documents_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_events" ADD CONSTRAINT "compliance_case_events_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_alerts_once_a_day" ON "compliance_alerts" USING btree ("subject_type","subject_id","rule","lagos_day");--> statement-breakpoint
CREATE INDEX "compliance_alerts_queue_idx" ON "compliance_alerts" USING btree ("status","raised_at");--> statement-breakpoint
CREATE INDEX "compliance_case_events_case_idx" ON "compliance_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "compliance_cases_subject_idx" ON "compliance_cases" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "large_transaction_records_key" ON "large_transaction_records" USING btree ("subject_type","subject_id","lagos_day","direction");--> statement-breakpoint
CREATE INDEX "large_transaction_records_day_idx" ON "large_transaction_records" USING btree ("lagos_day");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_one_in_force" ON "wallet_holds" USING btree ("account_key") WHERE "wallet_holds"."lifted_at" is null;