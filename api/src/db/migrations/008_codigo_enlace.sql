-- Issue 8: short codes become random (src/enlaces/codigo.ts) instead of the row id in base62, which let
-- anyone walk every shared link. Links shared before keep their code, so they still work.
ALTER TABLE enlace_corto ADD COLUMN codigo text;

CREATE FUNCTION pg_temp.base62(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alfabeto constant text := '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  codigo text := '';
BEGIN
  LOOP
    codigo := substr(alfabeto, (n % 62)::int + 1, 1) || codigo;
    n := n / 62;
    EXIT WHEN n = 0;
  END LOOP;
  RETURN codigo;
END $$;

UPDATE enlace_corto SET codigo = pg_temp.base62(id_enlace);

ALTER TABLE enlace_corto ALTER COLUMN codigo SET NOT NULL, ADD CONSTRAINT enlace_corto_codigo_key UNIQUE (codigo);
