ALTER TYPE "public"."lead_kind" ADD VALUE 'FAQ_QUESTION';--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_country_slug" UNIQUE("country_id","slug"),
	CONSTRAINT "faq_categories_slug" CHECK ("faq_categories"."slug" ~ '^[a-z0-9-]{1,60}$')
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "faqs_country_slug" UNIQUE("country_id","slug"),
	CONSTRAINT "faqs_slug" CHECK ("faqs"."slug" ~ '^[a-z0-9-]{1,80}$')
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_length" CHECK (char_length("newsletter_subscriptions"."email") between 3 and 50),
	CONSTRAINT "newsletter_subscriptions_locale" CHECK ("newsletter_subscriptions"."locale" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "app_store_url" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "play_store_url" text;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_category" ON "faqs" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_country" ON "newsletter_subscriptions" USING btree ("country_id") WHERE confirmed_at is not null and unsubscribed_at is null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_faq_question_complete" CHECK ("leads"."kind"::text <> 'FAQ_QUESTION' or ("leads"."email" is not null and char_length("leads"."question") between 5 and 150));--> statement-breakpoint
-- Databases seeded before the app's store pages were known get them here; a fresh seed writes them itself.
UPDATE "app_settings" SET "app_store_url" = 'https://apps.apple.com/do/app/ola-cars/id6450000142', "play_store_url" = 'https://play.google.com/store/apps/details?id=do.olacars.app'
  WHERE "country_id" = (SELECT "id" FROM "countries" WHERE "code" = 'DO');--> statement-breakpoint
UPDATE "app_settings" SET "app_store_url" = 'https://apps.apple.com/co/app/ola-cars/id6450000142', "play_store_url" = 'https://play.google.com/store/apps/details?id=do.olacars.app'
  WHERE "country_id" = (SELECT "id" FROM "countries" WHERE "code" = 'CO');
