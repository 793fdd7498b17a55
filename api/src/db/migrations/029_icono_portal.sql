-- Issue 22: a portal's favicon (a square image the edge puts in <link rel="icon">), and each demo portal's,
-- also for databases seeded before this migration.
ALTER TABLE dominio ADD COLUMN icono_url text;

UPDATE dominio SET icono_url = '/marcas/' || marca || '/icono.svg'
FROM (VALUES ('localhost', 'corporativo'), ('saae.localhost', 'saae'), ('alianza.localhost', 'alianza'),
             ('feria.localhost', 'feria')) AS demo (host, marca)
WHERE dominio.dominio = demo.host AND dominio.icono_url IS NULL;
