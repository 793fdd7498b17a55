-- Issue 14: the fair complete. What a company shows at its stand, which companies the fair features, the
-- positions (vacantes) each offer fills, and the candidates pre-registered for a fair.
ALTER TABLE oferta ADD COLUMN vacantes smallint NOT NULL DEFAULT 1 CHECK (vacantes BETWEEN 1 AND 999);

ALTER TABLE feria_empresa
  ADD COLUMN presentacion text NOT NULL DEFAULT '',
  ADD COLUMN url_logo text,
  ADD COLUMN logo_ancho smallint,
  ADD COLUMN logo_alto smallint,
  ADD COLUMN url_video text,
  -- [{ url, alt, ancho, alto }]
  ADD COLUMN imagenes jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN beneficios text[] NOT NULL DEFAULT '{}',
  ADD COLUMN destacada boolean NOT NULL DEFAULT false;
-- A stand's address is its pavilion and slug.
CREATE UNIQUE INDEX feria_empresa_stand_idx ON feria_empresa (id_dominio, id_opcion_categoria, stand);

CREATE TABLE feria_pre_registro (
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  id_dominio integer NOT NULL REFERENCES dominio,
  fecha timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_candidato, id_dominio)
);
