-- Positive news (docs/news.md): the operator's curated items, the feeds the installation subscribes to,
-- and the entries read from them. Installation-wide, not company-owned: reference tables on Citus.
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text,
	"summary_en" text,
	"title_de" text,
	"summary_de" text,
	"url" text NOT NULL,
	"topic" text NOT NULL,
	"published_on" date NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"image_id" uuid,
	"image_media_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_has_title" CHECK ("news_items"."title_en" IS NOT NULL OR "news_items"."title_de" IS NOT NULL),
	CONSTRAINT "news_items_topic" CHECK ("news_items"."topic" IN ('renewables', 'policy', 'nature', 'mobility', 'industry', 'finance', 'other')),
	CONSTRAINT "news_items_image" CHECK (("news_items"."image_id" IS NULL) = ("news_items"."image_media_type" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"lang" text,
	"topic" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"title" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"last_error_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_feeds_lang" CHECK ("news_feeds"."lang" IN ('en', 'de')),
	CONSTRAINT "news_feeds_topic" CHECK ("news_feeds"."topic" IN ('renewables', 'policy', 'nature', 'mobility', 'industry', 'finance', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_feeds_url" ON "news_feeds" USING btree ("url");
--> statement-breakpoint
CREATE TABLE "news_feed_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_feed_entries_feed_url" ON "news_feed_entries" USING btree ("feed_id","url");
--> statement-breakpoint
CREATE INDEX "news_feed_entries_published" ON "news_feed_entries" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "news_items_published" ON "news_items" USING btree ("published_on","id");
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news_feed_entries" ADD CONSTRAINT "news_feed_entries_feed_id_news_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."news_feeds"("id") ON DELETE cascade ON UPDATE no action;
