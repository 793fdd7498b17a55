-- Events of the portals (/eventos): job fairs, workshops, webinars; a portal's own or shared by every portal
-- (id_dominio NULL). An in-person event has a venue in a comuna, an online one its link.
CREATE TABLE evento (
  id_evento integer PRIMARY KEY,
  id_dominio integer REFERENCES dominio,
  titulo text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  tipo text NOT NULL CHECK (tipo IN ('FERIA_LABORAL', 'TALLER', 'WEBINAR', 'CHARLA')),
  resumen text NOT NULL,
  descripcion_html text NOT NULL,
  modalidad text NOT NULL CHECK (modalidad IN ('PRESENCIAL', 'ONLINE')),
  inicio timestamptz NOT NULL,
  termino timestamptz NOT NULL CHECK (termino > inicio),
  lugar text,
  direccion text,
  id_comuna integer REFERENCES comuna,
  url_online text CHECK (url_online ~* '^https?://'),
  organizador text NOT NULL,
  -- Only web links: a javascript: or data: URL must never reach a page's href.
  url_inscripcion text CHECK (url_inscripcion ~* '^https?://'),
  CHECK (CASE modalidad WHEN 'PRESENCIAL' THEN lugar IS NOT NULL AND id_comuna IS NOT NULL ELSE url_online IS NOT NULL END)
);
CREATE INDEX evento_termino_idx ON evento (termino);
