-- The seed's invented cars are no arrivals anyone asked for, and matching them against every request
-- made seeding 100,000 cars several times slower with a few thousand requests stored (and queued an
-- e-mail to each). A transaction that sets ola.skip_car_request_matching to 'on' (SET LOCAL, as the
-- seed does) fires neither trigger; every other transaction, the app's included, matches as before.
DROP TRIGGER "cars_record_car_request_matches_insert" ON "cars";--> statement-breakpoint
CREATE TRIGGER "cars_record_car_request_matches_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS new_cars FOR EACH STATEMENT
  WHEN (current_setting('ola.skip_car_request_matching', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION car_request_record_matches();--> statement-breakpoint
DROP TRIGGER "cars_record_car_request_matches_update" ON "cars";--> statement-breakpoint
CREATE TRIGGER "cars_record_car_request_matches_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT
  WHEN (current_setting('ola.skip_car_request_matching', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION car_request_record_matches();
