ALTER TABLE "leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_phone_digits" CHECK ("leads"."phone" ~ '^[0-9]{10}$');