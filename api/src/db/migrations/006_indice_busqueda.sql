-- The api searches a copy of the active offers kept in memory (api/src/busqueda/indice): PGlite answers a
-- count over thousands of matching offers in hundreds of milliseconds, the copy in one or two. Every change
-- to what a search or its filter options read (offers, their channels and categories, a fair's companies,
-- company, region and category names) bumps this number, and the next search reloads the copy before
-- answering, so results are never stale.
CREATE TABLE busqueda_version (
  unica boolean PRIMARY KEY DEFAULT true CHECK (unica),
  n bigint NOT NULL
);
INSERT INTO busqueda_version (n) VALUES (0);

CREATE FUNCTION busqueda_version_sube() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE busqueda_version SET n = n + 1;
  RETURN NULL;
END
$$;

-- Once per statement, and for offers only when a searched column is written (a click counter is not).
CREATE TRIGGER oferta_busqueda_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF estado, fecha_publicacion, id_empresa, id_comuna, confidencial, mostrar_sueldo,
    sueldo, anios_experiencia, jornada, grado_escolar, es_inclusivo, tipo_curriculum_aceptado, nombre_area, nombre_tipo_cargo,
    carreras, nombre_cargo, descripcion_texto, busqueda
  ON oferta FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();
CREATE TRIGGER oferta_canal_busqueda_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON oferta_canal FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();
CREATE TRIGGER oferta_categoria_busqueda_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON oferta_categoria FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();
CREATE TRIGGER feria_empresa_busqueda_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON feria_empresa FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();
CREATE TRIGGER empresa_busqueda_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON empresa FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();
CREATE TRIGGER region_busqueda_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON region FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();
CREATE TRIGGER categoria_busqueda_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON categoria FOR EACH STATEMENT EXECUTE FUNCTION busqueda_version_sube();

-- Searches no longer ask the database to match keywords, rank or shuffle: these indexes only slowed writes.
DROP INDEX oferta_busqueda_idx;
DROP INDEX oferta_busqueda_titulo_idx;
DROP INDEX oferta_activa_cubeta_idx;
