CREATE TABLE "sell_request_inspections" (
	"sell_request_id" uuid PRIMARY KEY NOT NULL,
	"report" jsonb NOT NULL,
	"mileage" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_request_inspections_mileage" CHECK ("sell_request_inspections"."mileage" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "sell_request_inspections" ADD CONSTRAINT "sell_request_inspections_sell_request_id_sell_requests_id_fk" FOREIGN KEY ("sell_request_id") REFERENCES "public"."sell_requests"("id") ON DELETE cascade ON UPDATE no action;