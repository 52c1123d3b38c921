-- The operator-loaded substance list (ECHA's candidate list) the ESG substances picker searches (docs/esg.md).
CREATE TABLE "substance_lists" (
	"key" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"substance_count" integer NOT NULL,
	"loaded_by" uuid,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substance_lists_key" CHECK ("substance_lists"."key" = 'current')
);
--> statement-breakpoint
CREATE TABLE "substances" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"ec_numbers" text[] NOT NULL,
	"cas_numbers" text[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "substance_lists" ADD CONSTRAINT "substance_lists_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;