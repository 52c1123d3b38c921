CREATE TABLE "esg_answers" (
	"company_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"datapoint_code" text NOT NULL,
	"member_key" text DEFAULT '' NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_answers_company_id_instance_id_datapoint_code_member_key_pk" PRIMARY KEY("company_id","instance_id","datapoint_code","member_key")
);
--> statement-breakpoint
CREATE TABLE "esg_disclosure_states" (
	"company_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"disclosure_code" text NOT NULL,
	"is_not_material" boolean DEFAULT false NOT NULL,
	"not_material_reason" text DEFAULT '' NOT NULL,
	"evidence_note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_disclosure_states_company_id_instance_id_disclosure_code_pk" PRIMARY KEY("company_id","instance_id","disclosure_code"),
	CONSTRAINT "esg_disclosure_states_reason" CHECK (not "esg_disclosure_states"."is_not_material" or "esg_disclosure_states"."not_material_reason" <> '')
);
--> statement-breakpoint
CREATE TABLE "esg_years" (
	"company_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"vsme_modules" text DEFAULT 'basic' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_years_company_id_instance_id_pk" PRIMARY KEY("company_id","instance_id"),
	CONSTRAINT "esg_years_vsme_modules" CHECK ("esg_years"."vsme_modules" in ('basic', 'comprehensive'))
);
--> statement-breakpoint
ALTER TABLE "esg_answers" ADD CONSTRAINT "esg_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_answers" ADD CONSTRAINT "esg_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_answers" ADD CONSTRAINT "esg_answers_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_disclosure_states" ADD CONSTRAINT "esg_disclosure_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_disclosure_states" ADD CONSTRAINT "esg_disclosure_states_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_disclosure_states" ADD CONSTRAINT "esg_disclosure_states_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_years" ADD CONSTRAINT "esg_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_years" ADD CONSTRAINT "esg_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_years" ADD CONSTRAINT "esg_years_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;