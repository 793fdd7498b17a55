-- The author of a news article (/noticias/{idNoticia}-{slug}); existing news get the editorial team.
ALTER TABLE noticia ADD COLUMN autor text NOT NULL DEFAULT 'Equipo editorial';
ALTER TABLE noticia ALTER COLUMN autor DROP DEFAULT;
