-- Search filters of issue 4: comuna coordinates (GEOLOCALIZACION), working hours, school grade, inclusive
-- offers (Ley 21.015), careers and job categories; plus the indexes that keep a search over 50,000 offers fast.

ALTER TABLE comuna ADD COLUMN lat double precision, ADD COLUMN lon double precision;

ALTER TABLE oferta
  ADD COLUMN jornada text NOT NULL DEFAULT 'COMPLETA'
    CHECK (jornada IN ('COMPLETA', 'PARCIAL', 'TURNOS', 'FINES_DE_SEMANA')),
  -- The minimum schooling the offer asks for.
  ADD COLUMN grado_escolar text NOT NULL DEFAULT 'MEDIA'
    CHECK (grado_escolar IN ('BASICA', 'MEDIA', 'TECNICO', 'UNIVERSITARIO', 'POSTGRADO')),
  ADD COLUMN es_inclusivo boolean NOT NULL DEFAULT false,
  ADD COLUMN carreras text[] NOT NULL DEFAULT '{}';

-- Job categories of /empleo-categoria/{idOpcionCategoria}-{slug} (idCategorias of the search).
CREATE TABLE categoria (
  id_categoria integer PRIMARY KEY,
  nombre text NOT NULL,
  slug text NOT NULL UNIQUE
);

CREATE TABLE oferta_categoria (
  id_categoria integer NOT NULL REFERENCES categoria,
  id_oferta integer NOT NULL REFERENCES oferta,
  PRIMARY KEY (id_categoria, id_oferta)
);

-- Title (A), company and place (B) alone: small enough to stay inline in the row, so the relevance tiers
-- of orden=RANKING are checked without reading the whole (toasted) search document.
ALTER TABLE oferta ADD COLUMN busqueda_titulo tsvector;

-- Keep offer rows narrow: the descriptions and the full search document (read for 15 offers a page, or
-- answered by its GIN index) move out of line, so scans over many matching offers touch far fewer pages;
-- the small title document stays in the row for the relevance tiers.
ALTER TABLE oferta SET (toast_tuple_target = 256);
ALTER TABLE oferta ALTER COLUMN busqueda_titulo SET STORAGE MAIN;

CREATE OR REPLACE FUNCTION oferta_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empresa_nombre text;
  lugar text;
BEGIN
  SELECT CASE WHEN NEW.confidencial THEN '' ELSE e.nombre_fantasia END INTO empresa_nombre
    FROM empresa e WHERE e.id_empresa = NEW.id_empresa;
  SELECT c.nombre || ' ' || r.nombre INTO lugar
    FROM comuna c JOIN region r USING (id_region) WHERE c.id_comuna = NEW.id_comuna;
  NEW.busqueda_titulo :=
    setweight(to_tsvector('es', NEW.nombre_cargo), 'A') ||
    setweight(to_tsvector('es', coalesce(empresa_nombre, '') || ' ' || coalesce(lugar, '')), 'B');
  NEW.busqueda :=
    NEW.busqueda_titulo ||
    setweight(to_tsvector('es', NEW.nombre_area || ' ' || NEW.nombre_tipo_cargo || ' ' || NEW.descripcion_texto), 'C');
  RETURN NEW;
END
$$;
-- Fills busqueda_titulo of existing offers through the trigger (and rewrites them narrow).
UPDATE oferta SET nombre_cargo = nombre_cargo;
CREATE INDEX oferta_busqueda_titulo_idx ON oferta USING gin (busqueda_titulo);

-- Every filter column of the active offers in one narrow index, in the default order: the count, the
-- salary facet and a date-ordered page become index-only scans instead of reads of the wide offer rows.
CREATE INDEX oferta_activa_busqueda_idx ON oferta (fecha_publicacion DESC, id_oferta DESC)
  INCLUDE (id_empresa, id_comuna, confidencial, mostrar_sueldo, sueldo, anios_experiencia, jornada, grado_escolar,
           es_inclusivo, tipo_curriculum_aceptado, nombre_area, nombre_tipo_cargo, carreras)
  WHERE estado = 'ACTIVA';
DROP INDEX oferta_activa_fecha_idx;

-- orden=ALEATORIO reads one of 64 buckets at a time (api/src/busqueda/grupos.ts).
CREATE INDEX oferta_activa_cubeta_idx ON oferta ((id_oferta % 64)) WHERE estado = 'ACTIVA';
CREATE INDEX oferta_activa_comuna_idx ON oferta (id_comuna) WHERE estado = 'ACTIVA';
CREATE INDEX oferta_carreras_idx ON oferta USING gin (carreras);
-- Channel portals start from their channels' offers, not from every offer.
CREATE INDEX oferta_canal_oferta_idx ON oferta_canal (id_oferta);
CREATE INDEX oferta_categoria_oferta_idx ON oferta_categoria (id_oferta);

-- Pages live in memory (PGlite) or on SSD: a random read costs about as much as a sequential one. Without
-- this the planner prefers reading every offer to a bitmap of the few that match a keyword.
-- A managed database may not let the api's user alter it: then only this session gets the setting.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'random_page_cost no se pudo fijar para la base';
END
$$;
SET random_page_cost = 1.1;
