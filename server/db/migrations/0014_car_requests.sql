-- Car requests (SPEC §3) and the cars that matched them. The triggers at the end record a match in the
-- transaction that makes a car available or cheaper, so no change is missed whichever instance or
-- script makes it; the mail sender (server/finding/car-request-matches.ts) e-mails what waits.
CREATE TABLE "car_request_matches" (
	"car_request_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "car_request_matches_car_request_id_car_id_pk" PRIMARY KEY("car_request_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "car_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"budget" numeric(12, 0) NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_requests_person" CHECK (char_length("car_requests"."name") between 1 and 50 and char_length("car_requests"."last_name") between 1 and 50 and char_length("car_requests"."email") between 3 and 50),
	CONSTRAINT "car_requests_phone" CHECK ("car_requests"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "car_requests_year" CHECK ("car_requests"."year" between 2000 and 2100),
	CONSTRAINT "car_requests_budget" CHECK ("car_requests"."budget" > 0 and "car_requests"."budget" <= 100000000),
	CONSTRAINT "car_requests_locale" CHECK ("car_requests"."locale" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "car_request_matches" ADD CONSTRAINT "car_request_matches_car_request_id_car_requests_id_fk" FOREIGN KEY ("car_request_id") REFERENCES "public"."car_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_request_matches" ADD CONSTRAINT "car_request_matches_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_model_id_brand_id_car_models_id_brand_id_fk" FOREIGN KEY ("model_id","brand_id") REFERENCES "public"."car_models"("id","brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_request_matches_waiting" ON "car_request_matches" USING btree ("car_request_id") WHERE mailed_at is null;--> statement-breakpoint
CREATE INDEX "car_requests_user" ON "car_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "car_requests_email" ON "car_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "car_requests_model" ON "car_requests" USING btree ("model_id") WHERE unsubscribed_at is null;--> statement-breakpoint
-- Once per statement over its changed rows (transition tables), so a seed or an import of many cars
-- costs one join, not a query per car.
CREATE OR REPLACE FUNCTION car_request_record_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A car matches when it becomes AVAILABLE or, available, gets cheaper; the primary key of
  -- car_request_matches keeps a car from matching the same request twice, ever.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_request_matches" ("car_request_id", "car_id")
    SELECT r.id, c.id FROM new_cars c
    JOIN "car_requests" r ON r.model_id = c.model_id AND r.brand_id = c.brand_id AND r.year <= c.year
      AND r.budget >= c.listing_price AND r.unsubscribed_at IS NULL
    WHERE c.status = 'AVAILABLE'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "car_request_matches" ("car_request_id", "car_id")
    SELECT r.id, c.id FROM new_cars c
    JOIN old_cars o ON o.id = c.id
    JOIN "car_requests" r ON r.model_id = c.model_id AND r.brand_id = c.brand_id AND r.year <= c.year
      AND r.budget >= c.listing_price AND r.unsubscribed_at IS NULL
    WHERE c.status = 'AVAILABLE' AND (o.status <> 'AVAILABLE' OR c.listing_price < o.listing_price)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cars_record_car_request_matches_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION car_request_record_matches();--> statement-breakpoint
CREATE TRIGGER "cars_record_car_request_matches_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION car_request_record_matches();
