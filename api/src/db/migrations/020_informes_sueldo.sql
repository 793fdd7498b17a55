-- Issue 15 and 11: salary reports and how a candidate's profile compares with the other applicants.

-- The full reports candidates asked for (/informe-de-sueldo/{id}, /mis-informes-de-sueldo). Asking again for
-- the same position on the same portal brings the one report up to date instead of a copy.
CREATE TABLE informe_sueldo (
  id_informe serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  id_dominio integer NOT NULL REFERENCES dominio,
  slug text NOT NULL,
  cargo text NOT NULL,
  pedido timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_candidato, id_dominio, slug)
);

-- A report reads the titles of the offers that show a salary: this index holds only those (a few in ten
-- offers show none), so a position's salaries are one index lookup.
CREATE INDEX oferta_sueldo_titulo_idx ON oferta USING gin (busqueda_titulo) WHERE mostrar_sueldo AND sueldo IS NOT NULL;

-- The applicants of an offer (/informes-perfil-postulantes).
CREATE INDEX postulacion_oferta_idx ON postulacion (id_oferta);
