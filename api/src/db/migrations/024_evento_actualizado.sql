-- Issue 15: when an event's page last changed, the sitemap's lastmod for /eventos/{idEvento}-{slug}.
ALTER TABLE evento ADD COLUMN actualizado timestamptz NOT NULL DEFAULT now();
