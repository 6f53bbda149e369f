CREATE TABLE "favorite_price_alerts" (
	"user_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"day" date NOT NULL,
	"was_price" numeric(14, 2) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_price_alerts_pkey" PRIMARY KEY("user_id","car_id","day")
);
--> statement-breakpoint
CREATE TABLE "favorite_price_drops" (
	"user_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"was_price" numeric(14, 2) NOT NULL,
	"dropped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_price_drops_pkey" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_price_alerts" ADD CONSTRAINT "favorite_price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_price_alerts" ADD CONSTRAINT "favorite_price_alerts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_price_drops" ADD CONSTRAINT "favorite_price_drops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_price_drops" ADD CONSTRAINT "favorite_price_drops_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_price_alerts_car" ON "favorite_price_alerts" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "favorite_price_drops_car" ON "favorite_price_drops" USING btree ("car_id");--> statement-breakpoint
-- Favourites' price drops (decision 45), recorded in the transaction that lowers a price, whichever
-- path lowers it (the console's setCarPrice and changePrices, a script, a direct update), once per
-- statement over its changed rows. Only a car on sale (AVAILABLE) counts, and only for users who
-- have not opted out. A drop already waiting keeps its price from before (ON CONFLICT DO NOTHING),
-- so drops that pile up before the e-mail read as one; the mail sender
-- (server/favourites/price-alerts.ts) e-mails what waits, once a local day per user and car.
CREATE OR REPLACE FUNCTION favorite_record_price_drops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "favorite_price_drops" ("user_id", "car_id", "was_price")
  SELECT f.user_id, c.id, o.listing_price FROM new_cars c
  JOIN old_cars o ON o.id = c.id
  JOIN "favorite_cars" f ON f.car_id = c.id
  JOIN "users" u ON u.id = f.user_id AND u.price_alerts
  WHERE c.status = 'AVAILABLE' AND c.listing_price < o.listing_price
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cars_record_favorite_price_drops" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT
  EXECUTE FUNCTION favorite_record_price_drops();
