CREATE INDEX "cars_status_id" ON "cars" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cars_slug_trgm" ON "cars" USING gin ("slug" gin_trgm_ops);