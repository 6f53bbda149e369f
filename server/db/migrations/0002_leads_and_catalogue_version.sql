CREATE TYPE "public"."lead_kind" AS ENUM('CAR_QUESTION');--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "lead_kind" NOT NULL,
	"country_id" integer NOT NULL,
	"car_id" integer,
	"question" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_car_question_complete" CHECK ("leads"."kind" <> 'CAR_QUESTION' or ("leads"."car_id" is not null and char_length("leads"."question") between 5 and 150)),
	CONSTRAINT "leads_email_length" CHECK (char_length("leads"."email") <= 50)
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."singleton")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_car" ON "leads" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "leads_kind_created" ON "leads" USING btree ("kind","created_at");