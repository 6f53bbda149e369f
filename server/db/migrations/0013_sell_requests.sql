-- Sell requests (SPEC §3) and their status history. A status change is recorded by the trigger at
-- the end, and the record must name an allowed transition (a composite foreign key), so the
-- database refuses a change the product does not allow, however it is attempted.
CREATE TYPE "public"."sell_request_status" AS ENUM('REQUESTED', 'PENDING', 'APPROVED', 'REJECTED', 'SOLD', 'CANCELED');--> statement-breakpoint
CREATE TABLE "sell_request_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_request_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sell_request_id" uuid NOT NULL,
	"from_status" "sell_request_status",
	"to_status" "sell_request_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_request_status_changes_first" CHECK ("sell_request_status_changes"."from_status" is not null or "sell_request_status_changes"."to_status" = 'REQUESTED')
);
--> statement-breakpoint
CREATE TABLE "sell_request_transitions" (
	"from_status" "sell_request_status" NOT NULL,
	"to_status" "sell_request_status" NOT NULL,
	CONSTRAINT "sell_request_transitions_from_status_to_status_pk" PRIMARY KEY("from_status","to_status")
);
--> statement-breakpoint
CREATE TABLE "sell_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"document_id" text,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"trim_id" integer,
	"mileage" integer NOT NULL,
	"license_plate" text NOT NULL,
	"expected_price" numeric(12, 0) NOT NULL,
	"expected_sale_days" smallint NOT NULL,
	"suggested_min_price" numeric(12, 0) NOT NULL,
	"suggested_max_price" numeric(12, 0) NOT NULL,
	"suggested_price" numeric(12, 0) NOT NULL,
	"market_value" numeric(12, 0) NOT NULL,
	"average_payout_outside" numeric(12, 0) NOT NULL,
	"average_payout_inside" numeric(12, 0) NOT NULL,
	"quote_based_on" integer NOT NULL,
	"place" "booking_place" NOT NULL,
	"spot_id" integer NOT NULL,
	"sector" text,
	"street" text,
	"number" text,
	"reference" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"outside_coverage" boolean DEFAULT false NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" "sell_request_status" DEFAULT 'REQUESTED' NOT NULL,
	"offer" numeric(12, 0),
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_requests_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "sell_requests_person" CHECK (char_length("sell_requests"."name") between 1 and 50 and char_length("sell_requests"."last_name") between 1 and 50 and char_length("sell_requests"."email") between 3 and 50),
	CONSTRAINT "sell_requests_phone" CHECK ("sell_requests"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "sell_requests_document" CHECK ("sell_requests"."document_id" ~ '^[0-9]{11}$'),
	CONSTRAINT "sell_requests_plate" CHECK ("sell_requests"."license_plate" ~ '^[A-Za-z0-9]{4,34}$'),
	CONSTRAINT "sell_requests_year" CHECK ("sell_requests"."year" between 1990 and 2100),
	CONSTRAINT "sell_requests_mileage" CHECK ("sell_requests"."mileage" between 0 and 1000000),
	CONSTRAINT "sell_requests_expectations" CHECK ("sell_requests"."expected_price" > 0 and "sell_requests"."expected_sale_days" between 1 and 365),
	CONSTRAINT "sell_requests_quote" CHECK ("sell_requests"."suggested_min_price" > 0 and "sell_requests"."suggested_min_price" <= "sell_requests"."suggested_price" and "sell_requests"."suggested_price" <= "sell_requests"."suggested_max_price" and "sell_requests"."quote_based_on" >= 0),
	CONSTRAINT "sell_requests_home_address" CHECK ("sell_requests"."place" = 'SPOT' or ("sell_requests"."sector" is not null and "sell_requests"."street" is not null and "sell_requests"."number" is not null)),
	CONSTRAINT "sell_requests_offer" CHECK (("sell_requests"."offer" is null) = ("sell_requests"."offer_expires_at" is null) and ("sell_requests"."offer" is null or "sell_requests"."offer" > 0))
);
--> statement-breakpoint
ALTER TABLE "sell_request_status_changes" ADD CONSTRAINT "sell_request_status_changes_sell_request_id_sell_requests_id_fk" FOREIGN KEY ("sell_request_id") REFERENCES "public"."sell_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_request_status_changes" ADD CONSTRAINT "sell_request_status_changes_allowed" FOREIGN KEY ("from_status","to_status") REFERENCES "public"."sell_request_transitions"("from_status","to_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_booking_id_inspection_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."inspection_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_model_id_brand_id_car_models_id_brand_id_fk" FOREIGN KEY ("model_id","brand_id") REFERENCES "public"."car_models"("id","brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_trim_id_model_id_trims_id_model_id_fk" FOREIGN KEY ("trim_id","model_id") REFERENCES "public"."trims"("id","model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_trim_id_year_trims_id_year_fk" FOREIGN KEY ("trim_id","year") REFERENCES "public"."trims"("id","year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_request_status_changes_request" ON "sell_request_status_changes" USING btree ("sell_request_id");--> statement-breakpoint
CREATE INDEX "sell_requests_user" ON "sell_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sell_requests_email" ON "sell_requests" USING btree (lower("email"));--> statement-breakpoint
-- The allowed status changes (server/selling/sell-request-status.ts): every change a trigger
-- records below must be one of these rows, so an update to any other status fails with it.
INSERT INTO "sell_request_transitions" ("from_status", "to_status") VALUES
  ('REQUESTED', 'PENDING'), ('REQUESTED', 'REJECTED'), ('REQUESTED', 'CANCELED'),
  ('PENDING', 'APPROVED'), ('PENDING', 'REJECTED'), ('PENDING', 'CANCELED'),
  ('APPROVED', 'SOLD'), ('APPROVED', 'CANCELED');--> statement-breakpoint
CREATE OR REPLACE FUNCTION sell_request_record_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sell_request_status_changes" ("sell_request_id", "from_status", "to_status") VALUES (NEW.id, NULL, NEW.status);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO "sell_request_status_changes" ("sell_request_id", "from_status", "to_status") VALUES (NEW.id, OLD.status, NEW.status);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sell_requests_record_status" AFTER INSERT OR UPDATE OF "status" ON "sell_requests"
  FOR EACH ROW EXECUTE FUNCTION sell_request_record_status();
