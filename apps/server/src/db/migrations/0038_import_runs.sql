CREATE TABLE "calculator_import_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"next_chunk" integer NOT NULL,
	"is_stopped" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_import_runs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "calculator_import_runs" ADD CONSTRAINT "calculator_import_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;