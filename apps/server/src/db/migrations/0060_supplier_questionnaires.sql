CREATE TABLE "supplier_questionnaires" (
  "company_id" uuid NOT NULL,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "supplier_id" uuid NOT NULL,
  "template_id" text NOT NULL,
  "template_version" integer NOT NULL,
  "form_id" uuid NOT NULL,
  "datapoints" jsonb NOT NULL,
  "cap_version" text,
  "reporting_year" integer NOT NULL,
  "deadline" date NOT NULL,
  "language" text NOT NULL,
  "sent_at" timestamp with time zone NOT NULL DEFAULT now(),
  "reminded_at" timestamp with time zone,
  "reminder_count" integer NOT NULL DEFAULT 0,
  "emissions_accepted_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "created_by" uuid,
  PRIMARY KEY ("company_id", "id"),
  CONSTRAINT "supplier_questionnaires_supplier_fk" FOREIGN KEY ("company_id", "supplier_id")
    REFERENCES "suppliers"("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "supplier_questionnaires_supplier" ON "supplier_questionnaires" ("company_id", "supplier_id");
