CREATE TABLE "suppliers" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "name" text NOT NULL,
  "name_key" text NOT NULL,
  "contact_email" text NOT NULL,
  "country" text,
  "nace_code" text,
  "spend_amount" double precision,
  "spend_currency" text,
  "employees" integer,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "id"),
  CONSTRAINT "suppliers_name" UNIQUE ("company_id", "name_key")
);
--> statement-breakpoint
CREATE TABLE "supplier_reported_emissions" (
  "company_id" uuid NOT NULL,
  "supplier_id" uuid NOT NULL,
  "year" integer NOT NULL,
  "scope1_tonnes" double precision NOT NULL,
  "scope2_tonnes" double precision NOT NULL,
  "scope3_tonnes" double precision,
  "revenue" double precision NOT NULL,
  "currency" text NOT NULL,
  "kg_per_eur" double precision NOT NULL,
  "factor_id" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "supplier_id", "year"),
  CONSTRAINT "supplier_reported_emissions_supplier_fk" FOREIGN KEY ("company_id", "supplier_id")
    REFERENCES "suppliers"("company_id", "id") ON DELETE CASCADE
);
