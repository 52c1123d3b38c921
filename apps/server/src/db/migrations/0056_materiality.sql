CREATE TABLE "materiality_matter_lists" (
  "version" integer PRIMARY KEY,
  "matters" jsonb NOT NULL,
  "note" text NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "materiality_matter_lists_version" CHECK ("version" >= 2)
);
--> statement-breakpoint
CREATE TABLE "materiality_assessments" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "name" text NOT NULL,
  "year" integer NOT NULL,
  "state" text NOT NULL DEFAULT 'draft',
  "matter_list_version" integer NOT NULL,
  "context" jsonb NOT NULL,
  "entity_specific_matters" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "explanations" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "group_company_ids" uuid[] NOT NULL DEFAULT '{}',
  "impact_threshold" double precision NOT NULL,
  "financial_threshold" double precision NOT NULL,
  "formula_version" text NOT NULL,
  "previous_assessment_id" uuid,
  "outcome" jsonb,
  "approved_at" timestamp with time zone,
  "approved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "id"),
  CONSTRAINT "materiality_assessments_state" CHECK ("state" in ('draft', 'in-review', 'approved')),
  CONSTRAINT "materiality_assessments_approved" CHECK (("state" = 'approved') = ("approved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "materiality_iros" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "assessment_id" uuid NOT NULL,
  "matter_id" text NOT NULL,
  "type" text NOT NULL,
  "value_chain" text[] NOT NULL,
  "time_horizons" text[] NOT NULL,
  "human_rights" boolean NOT NULL DEFAULT false,
  "description" text NOT NULL,
  "evidence_file_ids" uuid[] NOT NULL DEFAULT '{}',
  "scores" jsonb NOT NULL,
  "status" text NOT NULL DEFAULT 'accepted',
  "origin" jsonb,
  "proposal_key" text,
  "accepted_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "id"),
  CONSTRAINT "materiality_iros_assessment_fk" FOREIGN KEY ("company_id", "assessment_id")
    REFERENCES "materiality_assessments"("company_id", "id") ON DELETE CASCADE,
  CONSTRAINT "materiality_iros_proposal" UNIQUE ("company_id", "assessment_id", "proposal_key"),
  CONSTRAINT "materiality_iros_status" CHECK ("status" in ('proposed', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "materiality_threshold_changes" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "assessment_id" uuid NOT NULL,
  "impact" double precision NOT NULL,
  "financial" double precision NOT NULL,
  "reason" text NOT NULL,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "id"),
  CONSTRAINT "materiality_threshold_changes_assessment_fk" FOREIGN KEY ("company_id", "assessment_id")
    REFERENCES "materiality_assessments"("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
ALTER TABLE "esg_disclosure_states" ADD COLUMN "materiality_assessment_id" uuid;
--> statement-breakpoint
ALTER TABLE "esg_disclosure_states" ADD COLUMN "materiality_reason" text NOT NULL DEFAULT '';
