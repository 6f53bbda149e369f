-- Every bump of catalogue_version is also announced on the 'catalogue_changed' channel with the new
-- version as payload. PostgreSQL delivers it when the changing transaction commits (never for a
-- rolled-back one), so each API instance listening on that channel refreshes its facet index at once
-- instead of noticing on a later request.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() RETURNING "version" INTO bumped;
  PERFORM pg_notify('catalogue_changed', bumped::text);
  RETURN NULL;
END
$$;
