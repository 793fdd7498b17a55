-- Issue 13: search keeps up with offer changes without reloading. Migration 006 bumped one number on any
-- change and the next search waited for a whole new copy of the offers (5-8 s at 50,000). Now every change
-- a search reads is logged here, naming the offer, and each api's search thread reads the log and updates
-- its copy offer by offer (api/src/busqueda/indice/registro-cambios.ts, cambios.ts).
CREATE TABLE busqueda_cambio (
  id_cambio bigserial PRIMARY KEY,
  -- The writing transaction. Ids are handed out before commit, so a transaction may commit after one with
  -- a higher id: readers go by transaction instead (registro-cambios.ts explains how none is skipped).
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- The offer to read again; null when `tabla` was emptied (TRUNCATE) or is one read whole (names of
  -- companies, regions and categories, a fair's companies).
  id_oferta integer,
  tabla text NOT NULL,
  creado timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX busqueda_cambio_xid_idx ON busqueda_cambio (xid);

-- Changes older than an hour are deleted (registro-cambios.ts, podarCambios); the newest transaction
-- deleted is kept here, so a thread that last read before it knows it missed some and loads everything.
CREATE TABLE busqueda_cambio_podado (
  unica boolean PRIMARY KEY DEFAULT true CHECK (unica),
  hasta xid8 NOT NULL DEFAULT '0'
);
INSERT INTO busqueda_cambio_podado DEFAULT VALUES;

CREATE FUNCTION busqueda_cambio_anotar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO busqueda_cambio (tabla) VALUES (TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO busqueda_cambio (id_oferta, tabla) VALUES (OLD.id_oferta, TG_TABLE_NAME);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id_oferta <> OLD.id_oferta) THEN
    INSERT INTO busqueda_cambio (id_oferta, tabla) VALUES (NEW.id_oferta, TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;

-- Offers only when a column the copy reads is written (a click counter is not).
CREATE TRIGGER oferta_busqueda_cambio
  AFTER INSERT OR DELETE OR UPDATE OF id_oferta, estado, fecha_publicacion, fecha_expiracion, id_empresa, id_comuna, confidencial,
    mostrar_sueldo, sueldo, nombre_moneda, anios_experiencia, jornada, grado_escolar, es_inclusivo, tipo_curriculum_aceptado,
    nombre_area, nombre_tipo_cargo, carreras, nombre_cargo, descripcion_texto, busqueda
  ON oferta FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_canal_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE
  ON oferta_canal FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_categoria_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE
  ON oferta_categoria FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_vacia_busqueda_cambio AFTER TRUNCATE
  ON oferta FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_canal_vacia_busqueda_cambio AFTER TRUNCATE
  ON oferta_canal FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_categoria_vacia_busqueda_cambio AFTER TRUNCATE
  ON oferta_categoria FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER feria_empresa_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON feria_empresa FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER empresa_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON empresa FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER region_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON region FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER categoria_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON categoria FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();

-- The version number of 006 is read by nobody now.
DROP TRIGGER oferta_busqueda_version ON oferta;
DROP TRIGGER oferta_canal_busqueda_version ON oferta_canal;
DROP TRIGGER oferta_categoria_busqueda_version ON oferta_categoria;
DROP TRIGGER feria_empresa_busqueda_version ON feria_empresa;
DROP TRIGGER empresa_busqueda_version ON empresa;
DROP TRIGGER region_busqueda_version ON region;
DROP TRIGGER categoria_busqueda_version ON categoria;
DROP FUNCTION busqueda_version_sube();
DROP TABLE busqueda_version;
