-- Issue 26. "TI" (tecnologías de la información) is a Spanish stop word ("para ti"), so `es` drops it and
-- "Soporte TI" or "Jefe de Proyectos TI" never matched a search for "TI". Where a title or a description
-- writes it as a word in capitals, the document gets the lexeme 'ti' too (title A, description C); the
-- lower-case pronoun stays out. The search asks for it through the `simple` configuration (atender-busquedas.ts).
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
    CASE WHEN NEW.nombre_cargo ~ '\mTI\M' THEN setweight('ti:1'::tsvector, 'A') ELSE ''::tsvector END ||
    setweight(to_tsvector('es', coalesce(empresa_nombre, '') || ' ' || coalesce(lugar, '')), 'B');
  NEW.busqueda :=
    NEW.busqueda_titulo ||
    setweight(to_tsvector('es', NEW.nombre_area || ' ' || NEW.nombre_tipo_cargo || ' ' || NEW.descripcion_texto), 'C') ||
    CASE WHEN NEW.descripcion_texto ~ '\mTI\M' THEN setweight('ti:1'::tsvector, 'C') ELSE ''::tsvector END;
  RETURN NEW;
END
$$;
UPDATE oferta SET nombre_cargo = nombre_cargo WHERE nombre_cargo ~ '\mTI\M' OR descripcion_texto ~ '\mTI\M';
-- The comunas of Chile the seed's catalogue lacked (191 of 346) arrive with this migration too, from one data
-- file (api/src/db/seed/comunas.ts, completarComunasSql in preparar.ts): none is overwritten.
