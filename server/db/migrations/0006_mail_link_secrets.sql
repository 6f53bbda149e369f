DROP INDEX "mail_outbox_pending";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_secret" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("created_at") WHERE sent_at is null and failed_at is null;