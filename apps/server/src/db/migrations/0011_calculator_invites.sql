CREATE TABLE "calculator_invite_items" (
	"company_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"deadline" date,
	"marked_done_at" timestamp with time zone,
	"position" smallint NOT NULL,
	CONSTRAINT "calculator_invite_items_company_id_invite_id_kind_item_id_pk" PRIMARY KEY("company_id","invite_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "calculator_invites" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"created_by_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_input_at" timestamp with time zone,
	"inviter_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_invites_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "calculator_invite_items" ADD CONSTRAINT "calculator_invite_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_invite_items" ADD CONSTRAINT "calculator_invite_items_invite_fk" FOREIGN KEY ("company_id","invite_id") REFERENCES "public"."calculator_invites"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_invites" ADD CONSTRAINT "calculator_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_invites" ADD CONSTRAINT "calculator_invites_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_invites" ADD CONSTRAINT "calculator_invites_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_invites_instance" ON "calculator_invites" USING btree ("company_id","instance_id");--> statement-breakpoint
CREATE INDEX "calculator_invites_creator" ON "calculator_invites" USING btree ("company_id","created_by_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "calculator_invites_token" ON "calculator_invites" USING btree ("token_hash");