CREATE TABLE "favorite_cars" (
	"user_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_cars_pkey" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_cars" ADD CONSTRAINT "favorite_cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_cars" ADD CONSTRAINT "favorite_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_cars_user_created" ON "favorite_cars" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_cars_car" ON "favorite_cars" USING btree ("car_id");