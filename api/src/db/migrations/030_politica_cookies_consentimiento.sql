-- Issue 25 item 7: the cookie policy now tells of the consent notice before measuring cookies. The shared page
-- a database holds unedited (still dated as the seed wrote it) is removed here, and prepararDb writes the
-- seed's new text after any migration (paginasSql); a page someone edited is kept as it is.
DELETE FROM pagina
WHERE slug = 'politica-de-cookies' AND id_dominio IS NULL AND actualizada = '2026-11-01T03:00:00Z'::timestamptz;
