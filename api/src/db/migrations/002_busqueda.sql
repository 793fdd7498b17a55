-- Spanish full-text search. `es` = spanish with unaccent before the stemmer, so "nunoa" finds Ñuñoa and
-- "enfermeria" finds Enfermería. The document: title (A), company (B), place (B), description (C).

CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION es (COPY = spanish);
ALTER TEXT SEARCH CONFIGURATION es
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;

ALTER TABLE oferta ADD COLUMN busqueda tsvector;

-- A trigger (not a generated column) because the document joins company and place names.
-- Confidential offers keep their company out of the index.
CREATE FUNCTION oferta_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empresa_nombre text;
  lugar text;
BEGIN
  SELECT CASE WHEN NEW.confidencial THEN '' ELSE e.nombre_fantasia END INTO empresa_nombre
    FROM empresa e WHERE e.id_empresa = NEW.id_empresa;
  SELECT c.nombre || ' ' || r.nombre INTO lugar
    FROM comuna c JOIN region r USING (id_region) WHERE c.id_comuna = NEW.id_comuna;
  NEW.busqueda :=
    setweight(to_tsvector('es', NEW.nombre_cargo), 'A') ||
    setweight(to_tsvector('es', coalesce(empresa_nombre, '') || ' ' || coalesce(lugar, '')), 'B') ||
    setweight(to_tsvector('es', NEW.nombre_area || ' ' || NEW.nombre_tipo_cargo || ' ' || NEW.descripcion_texto), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER oferta_busqueda_trg
  BEFORE INSERT OR UPDATE OF nombre_cargo, id_empresa, id_comuna, descripcion_texto, confidencial, nombre_area
  ON oferta FOR EACH ROW EXECUTE FUNCTION oferta_busqueda();

CREATE INDEX oferta_busqueda_idx ON oferta USING gin (busqueda);
