CREATE TYPE "public"."lead_source" AS ENUM('CAR_QUESTION', 'FAQ_QUESTION', 'CAR_REQUEST', 'PREQUALIFICATION', 'FINANCING_APPLICATION', 'NEWSLETTER');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TABLE "lead_handling" (
	"source_kind" "lead_source" NOT NULL,
	"source_id" text NOT NULL,
	"assignee_id" uuid,
	"status" "lead_status" DEFAULT 'OPEN' NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_handling_pkey" PRIMARY KEY("source_kind","source_id"),
	CONSTRAINT "lead_handling_source_id" CHECK (case when "lead_handling"."source_kind"::text in ('CAR_QUESTION', 'FAQ_QUESTION') then "lead_handling"."source_id" ~ '^[1-9][0-9]{0,9}$' else "lead_handling"."source_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' end),
	CONSTRAINT "lead_handling_closed" CHECK (("lead_handling"."status"::text = 'CLOSED') = ("lead_handling"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "lead_handling" ADD CONSTRAINT "lead_handling_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_handling_assignee" ON "lead_handling" USING btree ("assignee_id");