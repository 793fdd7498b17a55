-- Version 2026-12 of the privacy policy: measuring the portal's use rests on the visitor's consent (the cookie
-- notice), no longer on legitimate interest. As in 030, the shared page a database holds unedited (still dated as
-- the seed wrote it) is removed here and prepararDb writes the seed's new text; a page someone edited is kept.
DELETE FROM pagina
WHERE slug = 'politica-de-privacidad' AND id_dominio IS NULL AND actualizada = '2026-11-01T03:00:00Z'::timestamptz;
