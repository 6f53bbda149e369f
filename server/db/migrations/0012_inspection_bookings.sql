-- Inspection bookings: one row per inspector-hour taken at a spot. The partial unique index over the
-- active bookings' (spot, hour, inspector) is what refuses a double booking under any concurrency;
-- the trigger below keeps the inspector number within the spot's inspectors, so a window never holds
-- more bookings than the spot has inspectors. See docs/decisions/0024-inspection-slots-and-bookings.md.
CREATE TYPE "public"."booking_place" AS ENUM('SPOT', 'HOME');--> statement-breakpoint
CREATE TYPE "public"."booking_purpose" AS ENUM('SELL_INSPECTION');--> statement-breakpoint
CREATE TABLE "inspection_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spot_id" integer NOT NULL,
	"inspector" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" "booking_place" NOT NULL,
	"purpose" "booking_purpose" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "inspection_bookings_inspector_range" CHECK ("inspection_bookings"."inspector" between 1 and 50),
	CONSTRAINT "inspection_bookings_on_the_hour" CHECK (mod(extract(epoch from "inspection_bookings"."starts_at"), 3600) = 0)
);
--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "inspectors" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD CONSTRAINT "inspection_bookings_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_bookings_one_per_inspector_hour" ON "inspection_bookings" USING btree ("spot_id","starts_at","inspector") WHERE "inspection_bookings"."released_at" is null;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_inspectors_range" CHECK ("spots"."inspectors" between 1 and 50);--> statement-breakpoint
CREATE OR REPLACE FUNCTION inspection_booking_inspector_of_spot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An unknown spot passes here and is refused by the foreign key.
  IF NEW.inspector > (SELECT "inspectors" FROM "spots" WHERE "id" = NEW.spot_id) THEN
    RAISE EXCEPTION 'spot % has no inspector %', NEW.spot_id, NEW.inspector USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inspection_bookings_inspector_of_spot" BEFORE INSERT OR UPDATE OF "spot_id", "inspector" ON "inspection_bookings"
  FOR EACH ROW EXECUTE FUNCTION inspection_booking_inspector_of_spot();
