CREATE TABLE "calculator_custom_forms" (
	"company_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"composition" jsonb NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_custom_forms_company_id_container_id_pk" PRIMARY KEY("company_id","container_id")
);
--> statement-breakpoint
ALTER TABLE "calculator_custom_forms" ADD CONSTRAINT "calculator_custom_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_custom_forms" ADD CONSTRAINT "calculator_custom_forms_container_fk" FOREIGN KEY ("company_id","container_id") REFERENCES "public"."calculator_containers"("company_id","id") ON DELETE cascade ON UPDATE no action;