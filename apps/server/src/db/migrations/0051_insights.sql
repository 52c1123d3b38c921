CREATE TABLE "insight_widgets" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "settings" jsonb NOT NULL,
  "position" integer NOT NULL DEFAULT 0,
  "public_id" text,
  "published_at" timestamp with time zone,
  "snapshot_id" uuid,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "insight_widgets_public_id" ON "insight_widgets" ("public_id");
--> statement-breakpoint
CREATE TABLE "insight_snapshots" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "widget_id" uuid NOT NULL,
  "hash" text NOT NULL,
  "code" text NOT NULL,
  "figures_hash" text NOT NULL,
  "content" jsonb NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  "superseded_at" timestamp with time zone,
  "withdrawn_at" timestamp with time zone,
  "change_log_sequence" bigint,
  "svg" text NOT NULL,
  "png" bytea NOT NULL,
  PRIMARY KEY ("company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "insight_snapshots_code" ON "insight_snapshots" ("code");
--> statement-breakpoint
CREATE INDEX "insight_snapshots_widget" ON "insight_snapshots" ("company_id", "widget_id", "computed_at");
--> statement-breakpoint
CREATE TABLE "insight_pages" (
  "company_id" uuid PRIMARY KEY REFERENCES "companies"("id") ON DELETE CASCADE,
  "public_id" text,
  "frame_domains" text[] NOT NULL DEFAULT '{}',
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "insight_pages_public_id" ON "insight_pages" ("public_id");
