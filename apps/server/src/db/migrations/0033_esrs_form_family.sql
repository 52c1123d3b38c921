-- An ESG year's form family (docs/esg.md): VSME, or the ESRS topical standards.
ALTER TABLE "esg_years" ADD COLUMN "form_family" text DEFAULT 'vsme' NOT NULL;--> statement-breakpoint
ALTER TABLE "esg_years" ADD CONSTRAINT "esg_years_form_family" CHECK ("esg_years"."form_family" in ('vsme', 'esrs'));
