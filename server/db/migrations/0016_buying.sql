-- Buying: test drives, the payment processor's ledger, purchases with their refundable deposit,
-- financing plans, prequalifications and financing applications. Two invariants no interleaving can
-- break: the exclusion constraint below (no two scheduled drives of one car overlap) and the partial
-- unique index purchases_one_hold_per_car (one car held for one buyer). SECURITY.md row 1.
-- The outbox gains attachments: a test drive's confirmation carries its calendar file.
CREATE TYPE "public"."test_drive_status" AS ENUM('SCHEDULED', 'COMPLETED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."payment_charge_status" AS ENUM('APPROVED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('PENDING', 'HELD', 'REFUNDED', 'APPLIED');--> statement-breakpoint
CREATE TYPE "public"."purchase_method" AS ENUM('CASH', 'FINANCING', 'RESERVATION');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('RESERVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."financing_application_status" AS ENUM('SUBMITTED', 'REDIRECTED');--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"classified" text NOT NULL,
	"car_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"place" "booking_place" NOT NULL,
	"sector" text,
	"street" text,
	"number" text,
	"reference" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"outside_coverage" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "test_drive_status" DEFAULT 'SCHEDULED' NOT NULL,
	"archived_at" timestamp with time zone,
	"locale" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drives_person" CHECK (char_length("test_drives"."name") between 1 and 50 and char_length("test_drives"."last_name") between 1 and 50 and char_length("test_drives"."email") between 3 and 50),
	CONSTRAINT "test_drives_phone" CHECK ("test_drives"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "test_drives_hour" CHECK ("test_drives"."ends_at" > "test_drives"."starts_at" and mod(extract(epoch from "test_drives"."starts_at"), 3600) = 0),
	CONSTRAINT "test_drives_home_address" CHECK ("test_drives"."place" = 'SPOT' or ("test_drives"."sector" is not null and "test_drives"."street" is not null and "test_drives"."number" is not null)),
	CONSTRAINT "test_drives_locale" CHECK ("test_drives"."locale" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" "payment_charge_status" NOT NULL,
	"decline_code" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_charges_amount" CHECK ("payment_charges"."amount" > 0),
	CONSTRAINT "payment_charges_currency" CHECK ("payment_charges"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_charges_last4" CHECK ("payment_charges"."card_last4" is null or "payment_charges"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_charges_declined" CHECK (("payment_charges"."status" = 'DECLINED') = ("payment_charges"."decline_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"provider_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_charge_id_unique" UNIQUE("charge_id"),
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"method" "purchase_method" NOT NULL,
	"status" "purchase_status" NOT NULL,
	"deposit_amount" numeric(10, 2),
	"deposit_currency" text,
	"deposit_status" "deposit_status",
	"charge_id" uuid,
	"refund_id" uuid,
	"expires_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_charge_id_unique" UNIQUE("charge_id"),
	CONSTRAINT "purchases_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "purchases_deposit_whole" CHECK (("purchases"."deposit_amount" is null) = ("purchases"."deposit_status" is null) and ("purchases"."deposit_amount" is null) = ("purchases"."deposit_currency" is null) and ("purchases"."deposit_amount" is null or "purchases"."deposit_amount" > 0)),
	CONSTRAINT "purchases_reserved_has_deposit" CHECK ("purchases"."status" <> 'RESERVED' or ("purchases"."deposit_status" in ('PENDING', 'HELD') and "purchases"."expires_at" is not null)),
	CONSTRAINT "purchases_held_deposit_charged" CHECK ("purchases"."deposit_status" is null or "purchases"."deposit_status" = 'PENDING' or "purchases"."charge_id" is not null),
	CONSTRAINT "purchases_refunded_deposit" CHECK (("purchases"."deposit_status" = 'REFUNDED') = ("purchases"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "financing_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"classified" text NOT NULL,
	"car_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"purchase_id" uuid,
	"price" numeric(14, 2) NOT NULL,
	"down_payment" numeric(12, 0) NOT NULL,
	"term_months" smallint NOT NULL,
	"annual_rate" numeric(5, 2) NOT NULL,
	"monthly_payment" numeric(14, 2) NOT NULL,
	"status" "financing_application_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_applications_loan" CHECK ("financing_applications"."down_payment" >= 0 and "financing_applications"."down_payment" < "financing_applications"."price" and "financing_applications"."term_months" between 12 and 72 and "financing_applications"."monthly_payment" > 0)
);
--> statement-breakpoint
CREATE TABLE "financing_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financing_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lender" text NOT NULL,
	"annual_rate" numeric(5, 2) NOT NULL,
	"min_term_months" smallint DEFAULT 12 NOT NULL,
	"max_term_months" smallint DEFAULT 72 NOT NULL,
	"min_down_payment_percent" smallint DEFAULT 10 NOT NULL,
	"redirect_url" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "financing_plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "financing_plans_rate" CHECK ("financing_plans"."annual_rate" > 0 and "financing_plans"."annual_rate" < 100),
	CONSTRAINT "financing_plans_terms" CHECK ("financing_plans"."min_term_months" >= 12 and "financing_plans"."max_term_months" <= 72 and "financing_plans"."min_term_months" <= "financing_plans"."max_term_months"),
	CONSTRAINT "financing_plans_down_payment" CHECK ("financing_plans"."min_down_payment_percent" between 0 and 90),
	CONSTRAINT "financing_plans_redirect" CHECK ("financing_plans"."redirect_url" is null or "financing_plans"."redirect_url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "prequalifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"classified" text NOT NULL,
	"plan_id" integer NOT NULL,
	"approved" boolean NOT NULL,
	"max_amount" numeric(12, 0) NOT NULL,
	"monthly_payment" numeric(14, 2) NOT NULL,
	"annual_rate" numeric(5, 2) NOT NULL,
	"term_months" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prequalifications_answer" CHECK ("prequalifications"."max_amount" >= 0 and "prequalifications"."monthly_payment" >= 0 and "prequalifications"."term_months" between 12 and 72)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_charge_id_payment_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payment_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_charge_id_payment_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payment_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_applications" ADD CONSTRAINT "financing_applications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_applications" ADD CONSTRAINT "financing_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_applications" ADD CONSTRAINT "financing_applications_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_applications" ADD CONSTRAINT "financing_applications_plan_id_financing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."financing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_applications" ADD CONSTRAINT "financing_applications_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_plans" ADD CONSTRAINT "financing_plans_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequalifications" ADD CONSTRAINT "prequalifications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequalifications" ADD CONSTRAINT "prequalifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequalifications" ADD CONSTRAINT "prequalifications_plan_id_financing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."financing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_drives_user" ON "test_drives" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "test_drives_email" ON "test_drives" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "payment_charges_user" ON "payment_charges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_hold_per_car" ON "purchases" USING btree ("car_id") WHERE "purchases"."status" = 'RESERVED';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_open_per_buyer_and_car" ON "purchases" USING btree ("user_id","car_id") WHERE "purchases"."status" in ('RESERVED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "purchases_user" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_expiring" ON "purchases" USING btree ("expires_at") WHERE "purchases"."status" = 'RESERVED';--> statement-breakpoint
CREATE INDEX "financing_applications_user" ON "financing_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_plans_one_default_per_country" ON "financing_plans" USING btree ("country_id") WHERE "financing_plans"."is_default";--> statement-breakpoint
CREATE INDEX "prequalifications_user" ON "prequalifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prequalifications_email" ON "prequalifications" USING btree (lower("email"));
--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_one_driver_per_car_hour" EXCLUDE USING gist ("car_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'SCHEDULED');
