CREATE TYPE "public"."feature_group" AS ENUM('seguridad', 'confort', 'tecnologia', 'exterior');--> statement-breakpoint
CREATE TYPE "public"."car_status" AS ENUM('AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW');--> statement-breakpoint
CREATE TYPE "public"."seller_type" AS ENUM('DEALER', 'SPOT');--> statement-breakpoint
CREATE TYPE "public"."picture_kind" AS ENUM('main', 'exterior', 'interior');--> statement-breakpoint
CREATE TYPE "public"."inspection_area" AS ENUM('exterior', 'interior', 'motor', 'transmision', 'suspension', 'frenos', 'neumaticos', 'electronica', 'prueba-de-ruta', 'documentos');--> statement-breakpoint
CREATE TYPE "public"."inspection_result" AS ENUM('ok', 'repaired', 'attention');--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"flag" text NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	"slug" text NOT NULL,
	"website" text NOT NULL,
	"id_length" smallint NOT NULL,
	"phone_length" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug"),
	CONSTRAINT "countries_code_iso" CHECK ("countries"."code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "countries_lengths_positive" CHECK ("countries"."id_length" > 0 and "countries"."phone_length" > 0)
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"schedule" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "spots_slug_unique" UNIQUE("slug"),
	CONSTRAINT "spots_latitude_range" CHECK ("spots"."latitude" between -90 and 90),
	CONSTRAINT "spots_longitude_range" CHECK ("spots"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "country_currencies" (
	"country_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "country_currencies_country_id_currency_id_pk" PRIMARY KEY("country_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"symbol" text NOT NULL,
	"value" numeric(18, 10) NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_slug_unique" UNIQUE("slug"),
	CONSTRAINT "currencies_code_iso" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_value_positive" CHECK ("currencies"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"address" text NOT NULL,
	"info_email" text NOT NULL,
	"sales_and_support_schedule" text NOT NULL,
	"test_drive_schedule" text NOT NULL,
	"whatsapp_telephone_number" text NOT NULL,
	"website" text NOT NULL,
	"telephone_number" text NOT NULL,
	"default_currency_id" integer NOT NULL,
	CONSTRAINT "app_settings_country_id_unique" UNIQUE("country_id")
);
--> statement-breakpoint
CREATE TABLE "social_networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "social_networks_country_slug" UNIQUE("country_id","slug")
);
--> statement-breakpoint
CREATE TABLE "body_styles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "body_styles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	CONSTRAINT "body_styles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	"hex" text NOT NULL,
	CONSTRAINT "colors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "colors_hex_format" CHECK ("colors"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "country_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "country_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	CONSTRAINT "country_versions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "drive_trains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_trains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	CONSTRAINT "drive_trains_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	"group" "feature_group" NOT NULL,
	CONSTRAINT "features_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fuel_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuel_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	CONSTRAINT "fuel_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "transmissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transmissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	CONSTRAINT "transmissions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "car_models_slug_unique" UNIQUE("slug"),
	CONSTRAINT "car_models_id_brand" UNIQUE("id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "trim_features" (
	"trim_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "trim_features_trim_id_feature_id_pk" PRIMARY KEY("trim_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "trims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"slug" text NOT NULL,
	"year" smallint NOT NULL,
	"fuel_type_id" integer NOT NULL,
	"drive_train_id" integer NOT NULL,
	"body_style_id" integer NOT NULL,
	"transmission_id" integer NOT NULL,
	"engine_displacement_l" numeric(3, 1),
	"cylinders" smallint,
	"horsepower_hp" smallint NOT NULL,
	"torque_lb_ft" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"doors" smallint NOT NULL,
	"tank_capacity_gal" numeric(6, 1),
	"length_mm" smallint NOT NULL,
	"width_mm" smallint NOT NULL,
	"height_mm" smallint NOT NULL,
	"wheelbase_mm" smallint NOT NULL,
	"cargo_capacity_l" smallint NOT NULL,
	"leg_room_mm" smallint NOT NULL,
	"head_room_mm" smallint NOT NULL,
	"city_mpg" numeric(6, 1) NOT NULL,
	"highway_mpg" numeric(6, 1) NOT NULL,
	"base_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "trims_slug_unique" UNIQUE("slug"),
	CONSTRAINT "trims_model_year_name" UNIQUE("model_id","year","name"),
	CONSTRAINT "trims_id_model" UNIQUE("id","model_id"),
	CONSTRAINT "trims_id_year" UNIQUE("id","year"),
	CONSTRAINT "trims_id_body_style" UNIQUE("id","body_style_id"),
	CONSTRAINT "trims_year_range" CHECK ("trims"."year" between 1990 and 2100),
	CONSTRAINT "trims_base_price_positive" CHECK ("trims"."base_price" > 0),
	CONSTRAINT "trims_sizes_positive" CHECK ("trims"."horsepower_hp" > 0 and "trims"."seats" > 0 and "trims"."doors" > 0)
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"trim_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"body_style_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"exterior_color_id" integer NOT NULL,
	"interior_color_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"country_version_id" integer,
	"status" "car_status" NOT NULL,
	"seller_type" "seller_type" NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"mileage" integer NOT NULL,
	"vin" text NOT NULL,
	"license_plate" text NOT NULL,
	"keys_count" smallint NOT NULL,
	"owners_count" smallint NOT NULL,
	"main_picture" text NOT NULL,
	"listing_price" numeric(14, 2) NOT NULL,
	"base_price" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2),
	"license_plate_fee" numeric(14, 2),
	"transfer_fee" numeric(14, 2),
	"warranty_price" numeric(14, 2),
	"monthly_price" numeric(14, 2),
	"has_offer" boolean DEFAULT false NOT NULL,
	"offer_label" text,
	"offer_background_color" text,
	"offer_text_color" text,
	"offer_discount" numeric(14, 2),
	"offer_original_price" numeric(14, 2),
	"offer_discount_percentage" numeric(5, 2),
	"title_checked" boolean DEFAULT false NOT NULL,
	"no_opposition_checked" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cars_vin_unique" UNIQUE("vin"),
	CONSTRAINT "cars_license_plate_unique" UNIQUE("license_plate"),
	CONSTRAINT "cars_year_range" CHECK ("cars"."year" between 1990 and 2100),
	CONSTRAINT "cars_mileage_range" CHECK ("cars"."mileage" between 0 and 1000000),
	CONSTRAINT "cars_vin_format" CHECK ("cars"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$'),
	CONSTRAINT "cars_counts_range" CHECK ("cars"."keys_count" between 0 and 5 and "cars"."owners_count" between 0 and 20),
	CONSTRAINT "cars_money_non_negative" CHECK ("cars"."listing_price" > 0 and "cars"."base_price" >= 0 and coalesce("cars"."fee", 0) >= 0
        and coalesce("cars"."license_plate_fee", 0) >= 0 and coalesce("cars"."transfer_fee", 0) >= 0
        and coalesce("cars"."warranty_price", 0) >= 0 and coalesce("cars"."monthly_price", 0) >= 0),
	CONSTRAINT "cars_offer_consistent" CHECK (not "cars"."has_offer" or ("cars"."offer_label" is not null and "cars"."offer_background_color" is not null
        and "cars"."offer_text_color" is not null and "cars"."offer_discount" > 0
        and "cars"."offer_original_price" - "cars"."offer_discount" = "cars"."listing_price"
        and "cars"."offer_discount_percentage" > 0 and "cars"."offer_discount_percentage" < 100))
);
--> statement-breakpoint
CREATE TABLE "car_categories" (
	"car_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "car_categories_car_id_category_id_pk" PRIMARY KEY("car_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "car_pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"kind" "picture_kind" NOT NULL,
	"position" smallint NOT NULL,
	"base_path" text NOT NULL,
	"widths" smallint[] NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	CONSTRAINT "car_pictures_size_positive" CHECK ("car_pictures"."width" > 0 and "car_pictures"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "car_inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"score" smallint NOT NULL,
	"tread_left_front_mm" numeric(3, 1) NOT NULL,
	"tread_right_front_mm" numeric(3, 1) NOT NULL,
	"tread_left_back_mm" numeric(3, 1) NOT NULL,
	"tread_right_back_mm" numeric(3, 1) NOT NULL,
	"brake_left_front_mm" numeric(3, 1) NOT NULL,
	"brake_right_front_mm" numeric(3, 1) NOT NULL,
	"brake_left_back_mm" numeric(3, 1) NOT NULL,
	"brake_right_back_mm" numeric(3, 1) NOT NULL,
	CONSTRAINT "car_inspections_car_id_unique" UNIQUE("car_id"),
	CONSTRAINT "car_inspections_score_range" CHECK ("car_inspections"."score" between 0 and 100),
	CONSTRAINT "car_inspections_tread_range" CHECK (least("car_inspections"."tread_left_front_mm", "car_inspections"."tread_right_front_mm", "car_inspections"."tread_left_back_mm", "car_inspections"."tread_right_back_mm") >= 0
        and greatest("car_inspections"."tread_left_front_mm", "car_inspections"."tread_right_front_mm", "car_inspections"."tread_left_back_mm", "car_inspections"."tread_right_back_mm") <= 12),
	CONSTRAINT "car_inspections_brake_range" CHECK (least("car_inspections"."brake_left_front_mm", "car_inspections"."brake_right_front_mm", "car_inspections"."brake_left_back_mm", "car_inspections"."brake_right_back_mm") >= 0
        and greatest("car_inspections"."brake_left_front_mm", "car_inspections"."brake_right_front_mm", "car_inspections"."brake_left_back_mm", "car_inspections"."brake_right_back_mm") <= 15)
);
--> statement-breakpoint
CREATE TABLE "inspection_findings" (
	"inspection_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"result" "inspection_result" NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "inspection_findings_inspection_id_point_id_pk" PRIMARY KEY("inspection_id","point_id"),
	CONSTRAINT "inspection_findings_not_ok" CHECK ("inspection_findings"."result" <> 'ok')
);
--> statement-breakpoint
CREATE TABLE "inspection_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area" "inspection_area" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "inspection_points_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_currencies" ADD CONSTRAINT "country_currencies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_currencies" ADD CONSTRAINT "country_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_default_currency_offered" FOREIGN KEY ("country_id","default_currency_id") REFERENCES "public"."country_currencies"("country_id","currency_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_networks" ADD CONSTRAINT "social_networks_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_models" ADD CONSTRAINT "car_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trim_features" ADD CONSTRAINT "trim_features_trim_id_trims_id_fk" FOREIGN KEY ("trim_id") REFERENCES "public"."trims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trim_features" ADD CONSTRAINT "trim_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trims" ADD CONSTRAINT "trims_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trims" ADD CONSTRAINT "trims_fuel_type_id_fuel_types_id_fk" FOREIGN KEY ("fuel_type_id") REFERENCES "public"."fuel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trims" ADD CONSTRAINT "trims_drive_train_id_drive_trains_id_fk" FOREIGN KEY ("drive_train_id") REFERENCES "public"."drive_trains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trims" ADD CONSTRAINT "trims_body_style_id_body_styles_id_fk" FOREIGN KEY ("body_style_id") REFERENCES "public"."body_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trims" ADD CONSTRAINT "trims_transmission_id_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."transmissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trim_id_trims_id_fk" FOREIGN KEY ("trim_id") REFERENCES "public"."trims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_exterior_color_id_colors_id_fk" FOREIGN KEY ("exterior_color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_interior_color_id_colors_id_fk" FOREIGN KEY ("interior_color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_country_version_id_country_versions_id_fk" FOREIGN KEY ("country_version_id") REFERENCES "public"."country_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trim_model" FOREIGN KEY ("trim_id","model_id") REFERENCES "public"."trims"("id","model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trim_year" FOREIGN KEY ("trim_id","year") REFERENCES "public"."trims"("id","year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trim_body_style" FOREIGN KEY ("trim_id","body_style_id") REFERENCES "public"."trims"("id","body_style_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_brand" FOREIGN KEY ("model_id","brand_id") REFERENCES "public"."car_models"("id","brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_categories" ADD CONSTRAINT "car_categories_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_categories" ADD CONSTRAINT "car_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_pictures" ADD CONSTRAINT "car_pictures_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_inspections" ADD CONSTRAINT "car_inspections_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_inspection_id_car_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."car_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_point_id_inspection_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."inspection_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_one_default" ON "countries" USING btree ("is_default") WHERE "countries"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_one_base" ON "currencies" USING btree ((true)) WHERE "currencies"."value" = 1;--> statement-breakpoint
CREATE INDEX "cars_status" ON "cars" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cars_brand" ON "cars" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "cars_model" ON "cars" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "cars_body_style" ON "cars" USING btree ("body_style_id");--> statement-breakpoint
CREATE INDEX "cars_year" ON "cars" USING btree ("year");--> statement-breakpoint
CREATE INDEX "cars_listing_price" ON "cars" USING btree ("listing_price");--> statement-breakpoint
CREATE INDEX "cars_mileage" ON "cars" USING btree ("mileage");--> statement-breakpoint
CREATE INDEX "cars_spot" ON "cars" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "cars_published_at" ON "cars" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "cars_search_text_trgm" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_categories_category" ON "car_categories" USING btree ("category_id","car_id");--> statement-breakpoint
CREATE INDEX "car_pictures_car" ON "car_pictures" USING btree ("car_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "car_pictures_one_main" ON "car_pictures" USING btree ("car_id") WHERE "car_pictures"."kind" = 'main';