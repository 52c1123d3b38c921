-- Evidence files (bills, meter readings, invoices) on calculator results or on a year as a whole, docs/evidence-files.md.
-- The bytes are in the file store under the row id; the uploaded name is only displayed.
CREATE TABLE "evidence_files" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"result_id" uuid,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_result_fk" FOREIGN KEY ("company_id","result_id") REFERENCES "public"."calculator_results"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_files_instance" ON "evidence_files" USING btree ("company_id","instance_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "evidence_files_result" ON "evidence_files" USING btree ("company_id","result_id") WHERE result_id is not null;