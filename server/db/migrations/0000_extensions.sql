-- Trigram search over the catalogue, accent-insensitive matching, and exclusion
-- constraints that mix equality with ranges (bookings of a slot).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
