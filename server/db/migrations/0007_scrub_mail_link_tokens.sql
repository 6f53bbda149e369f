-- Messages written before link secrets were sealed carry their raw token in the bodies. The token
-- is replaced by the placeholder the outbox now uses; an unsent one can no longer carry a working
-- link, so it is marked failed rather than delivered broken (the visitor asks for a new link).
UPDATE "mail_outbox" SET "failed_at" = now(), "last_error" = 'written before link secrets were sealed; not sent'
  WHERE "sent_at" IS NULL AND "link_secret" IS NULL AND ("text_body" ~ 'token=[A-Za-z0-9_-]{43}' OR "html_body" ~ 'token=[A-Za-z0-9_-]{43}');--> statement-breakpoint
UPDATE "mail_outbox" SET
  "text_body" = regexp_replace("text_body", 'token=[A-Za-z0-9_-]{43}', 'token={{link-secret}}', 'g'),
  "html_body" = regexp_replace("html_body", 'token=[A-Za-z0-9_-]{43}', 'token={{link-secret}}', 'g')
  WHERE "link_secret" IS NULL AND ("text_body" ~ 'token=[A-Za-z0-9_-]{43}' OR "html_body" ~ 'token=[A-Za-z0-9_-]{43}');
