ALTER TABLE "sell_requests" ADD COLUMN "car_id" integer;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_car_id_unique" UNIQUE("car_id");--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_sold_car" CHECK (("sell_requests"."car_id" is not null) = ("sell_requests"."status" = 'SOLD'));--> statement-breakpoint
-- Decision 52: once a request has its car, the link never moves to another car, so a second
-- listing cannot take the place of the first even from code that skipped the status check.
CREATE OR REPLACE FUNCTION sell_request_keep_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.car_id IS NOT NULL AND NEW.car_id IS DISTINCT FROM OLD.car_id THEN
    RAISE EXCEPTION 'sell request % already has car %', OLD.id, OLD.car_id USING ERRCODE = '23505', CONSTRAINT = 'sell_requests_car_kept';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sell_requests_keep_car" BEFORE UPDATE OF "car_id" ON "sell_requests"
  FOR EACH ROW EXECUTE FUNCTION sell_request_keep_car();
