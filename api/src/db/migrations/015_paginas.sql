-- CMS pages (/page/{slug}, legal pages): a portal's own page, or one shared by every portal (id_dominio NULL).
CREATE TABLE pagina (
  id_pagina integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_dominio integer REFERENCES dominio,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  titulo text NOT NULL,
  descripcion text NOT NULL,
  cuerpo_html text NOT NULL,
  actualizada timestamptz NOT NULL DEFAULT now()
);
-- One shared page per slug and one per portal, which wins over the shared one.
CREATE UNIQUE INDEX pagina_compartida_idx ON pagina (slug) WHERE id_dominio IS NULL;
CREATE UNIQUE INDEX pagina_dominio_idx ON pagina (slug, id_dominio) WHERE id_dominio IS NOT NULL;

-- Questions and answers of a page (the help centre), grouped under headings in order.
CREATE TABLE pagina_pregunta (
  id_pregunta integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_pagina integer NOT NULL REFERENCES pagina ON DELETE CASCADE,
  orden integer NOT NULL,
  seccion text NOT NULL,
  pregunta text NOT NULL,
  respuesta_html text NOT NULL,
  UNIQUE (id_pagina, orden)
);
