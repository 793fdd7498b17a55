-- Issue 13: every company has a logo, drawn by the api from its name (GET /api/empresas/{id}/logo.svg,
-- api/src/logos/logo.ts). Fills it in for the companies of a database seeded before; `v` is the version
-- urlLogo() computes (the first 8 hex digits of the name's md5), so the URL can be cached forever.
UPDATE empresa
SET url_logo = '/api/empresas/' || id_empresa || '/logo.svg?v=' || left(md5(nombre_fantasia), 8)
WHERE url_logo IS NULL OR url_logo = '';
