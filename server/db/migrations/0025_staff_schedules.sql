CREATE TYPE "public"."booking_attendance" AS ENUM('DONE', 'NO_SHOW');--> statement-breakpoint
CREATE TABLE "spot_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spot_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_closures_range" CHECK ("spot_closures"."ends_at" > "spot_closures"."starts_at" and "spot_closures"."ends_at" <= "spot_closures"."starts_at" + interval '366 days'),
	CONSTRAINT "spot_closures_on_the_hour" CHECK (mod(extract(epoch from "spot_closures"."starts_at"), 3600) = 0 and mod(extract(epoch from "spot_closures"."ends_at"), 3600) = 0),
	CONSTRAINT "spot_closures_reason" CHECK (char_length("spot_closures"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "attendance" "booking_attendance";--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "attendance" "booking_attendance";--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spot_closures" ADD CONSTRAINT "spot_closures_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_closures" ADD CONSTRAINT "spot_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_closures_spot" ON "spot_closures" USING btree ("spot_id","starts_at");--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD CONSTRAINT "inspection_bookings_attendance" CHECK (("inspection_bookings"."attendance" is null) = ("inspection_bookings"."attendance_at" is null));--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_attendance" CHECK (("test_drives"."attendance" is null) = ("test_drives"."attendance_at" is null));--> statement-breakpoint
ALTER TABLE "spot_closures" ADD CONSTRAINT "spot_closures_no_overlap" EXCLUDE USING gist ("spot_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
