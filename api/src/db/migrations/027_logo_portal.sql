-- Issue 23: a portal's logo (a URL with its intrinsic size, so the banner reserves its room before it loads)
-- and each demo portal's own identity, also for databases seeded before this migration.
ALTER TABLE dominio
  ADD COLUMN logo_url text,
  ADD COLUMN logo_ancho integer,
  ADD COLUMN logo_alto integer,
  ADD CONSTRAINT dominio_logo_completo CHECK (
    (logo_url IS NULL AND logo_ancho IS NULL AND logo_alto IS NULL)
    OR (logo_url IS NOT NULL AND logo_ancho BETWEEN 1 AND 2000 AND logo_alto BETWEEN 1 AND 2000)
  );

UPDATE dominio SET url_css = '/marcas/' || marca || '/tema.css', logo_url = '/marcas/' || marca || '/logo.svg', logo_ancho = ancho, logo_alto = 40
FROM (VALUES ('localhost', 'corporativo', 184), ('saae.localhost', 'saae', 212), ('alianza.localhost', 'alianza', 196),
             ('feria.localhost', 'feria', 180)) AS demo (host, marca, ancho)
WHERE dominio.dominio = demo.host AND dominio.url_css IS NULL AND dominio.logo_url IS NULL;
