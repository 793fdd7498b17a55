-- Core schema: geography, portals and channels, companies, offers, fair, news, candidates and sessions.

CREATE TABLE region (
  id_region integer PRIMARY KEY,
  nombre text NOT NULL UNIQUE,
  numero text NOT NULL
);

CREATE TABLE comuna (
  id_comuna integer PRIMARY KEY,
  id_region integer NOT NULL REFERENCES region,
  nombre text NOT NULL
);
CREATE INDEX comuna_region_idx ON comuna (id_region);

CREATE TABLE dominio (
  id_dominio integer PRIMARY KEY,
  dominio text NOT NULL UNIQUE,
  nombre text NOT NULL,
  descripcion text NOT NULL,
  tipo_portal text NOT NULL CHECK (tipo_portal IN ('CORPORATIVO', 'SAAE', 'ALIANZA', 'FERIA')),
  estado text NOT NULL DEFAULT 'ACTIVADO' CHECK (estado IN ('ACTIVADO', 'DESACTIVADO')),
  url_css text,
  url_card_og text,
  id_analytics text,
  feria_inicio timestamptz,
  feria_termino timestamptz,
  pre_registro_habilitado boolean NOT NULL DEFAULT false
);

CREATE TABLE canal (
  id_canal integer PRIMARY KEY,
  id_dominio integer NOT NULL REFERENCES dominio,
  nombre text NOT NULL,
  estado smallint NOT NULL DEFAULT 1
);
CREATE INDEX canal_dominio_idx ON canal (id_dominio);

CREATE TABLE empresa (
  id_empresa integer PRIMARY KEY,
  nombre_fantasia text NOT NULL,
  razon_social text NOT NULL,
  descripcion text NOT NULL,
  url_logo text
);

CREATE TABLE oferta (
  id_oferta integer PRIMARY KEY,
  id_empresa integer NOT NULL REFERENCES empresa,
  nombre_cargo text NOT NULL,
  descripcion_html text NOT NULL,
  -- Plain text of the description: the result card's extract and the search document.
  descripcion_texto text NOT NULL,
  nombre_area text NOT NULL,
  nombre_tipo_cargo text NOT NULL,
  id_comuna integer NOT NULL REFERENCES comuna,
  direccion text,
  codigo_postal text,
  estado text NOT NULL CHECK (estado IN ('ACTIVA', 'EXPIRADA')),
  fecha_publicacion timestamptz NOT NULL,
  fecha_expiracion timestamptz NOT NULL,
  mostrar_sueldo boolean NOT NULL,
  sueldo integer,
  nombre_moneda text NOT NULL DEFAULT 'CLP',
  anios_experiencia integer NOT NULL DEFAULT 0,
  tiempo_contrato text,
  confidencial boolean NOT NULL DEFAULT false,
  link_postulacion_externo text,
  tipo_curriculum_aceptado text NOT NULL DEFAULT 'NORMAL'
    CHECK (tipo_curriculum_aceptado IN ('NORMAL', 'NORMAL_ARCHIVO', 'ARCHIVO')),
  postulacion_valida_institucion boolean NOT NULL DEFAULT false
);
CREATE INDEX oferta_empresa_idx ON oferta (id_empresa);
CREATE INDEX oferta_activa_fecha_idx ON oferta (fecha_publicacion DESC) WHERE estado = 'ACTIVA';

CREATE TABLE oferta_pregunta (
  id_pregunta integer PRIMARY KEY,
  id_oferta integer NOT NULL REFERENCES oferta,
  pregunta text NOT NULL
);
CREATE INDEX oferta_pregunta_oferta_idx ON oferta_pregunta (id_oferta);

CREATE TABLE oferta_documento (
  id_documento integer PRIMARY KEY,
  id_oferta integer NOT NULL REFERENCES oferta,
  nombre text NOT NULL
);
CREATE INDEX oferta_documento_oferta_idx ON oferta_documento (id_oferta);

CREATE TABLE oferta_canal (
  id_oferta integer NOT NULL REFERENCES oferta,
  id_canal integer NOT NULL REFERENCES canal,
  PRIMARY KEY (id_canal, id_oferta)
);

-- Fair pavilions (SPEC "Pavilion"/"Category": llaveOpcionCategoria, nombreOpcionCategoria).
CREATE TABLE pabellon (
  id_opcion_categoria integer PRIMARY KEY,
  id_dominio integer NOT NULL REFERENCES dominio,
  llave text NOT NULL,
  nombre text NOT NULL,
  UNIQUE (id_dominio, llave)
);

CREATE TABLE feria_empresa (
  id_dominio integer NOT NULL REFERENCES dominio,
  id_empresa integer NOT NULL REFERENCES empresa,
  id_opcion_categoria integer NOT NULL REFERENCES pabellon,
  stand text NOT NULL,
  PRIMARY KEY (id_dominio, id_empresa)
);

CREATE TABLE noticia_categoria (
  slug text PRIMARY KEY,
  nombre text NOT NULL
);

CREATE TABLE noticia (
  id_noticia integer PRIMARY KEY,
  titulo text NOT NULL,
  slug text NOT NULL,
  resumen text NOT NULL,
  cuerpo_html text NOT NULL,
  fecha_publicacion timestamptz NOT NULL,
  url_imagen text,
  categoria text NOT NULL REFERENCES noticia_categoria
);
CREATE INDEX noticia_fecha_idx ON noticia (fecha_publicacion DESC);

CREATE TABLE candidato (
  id_candidato integer PRIMARY KEY,
  correo text NOT NULL,
  -- RUN without dots nor dash, check character upper-case: 11.111.111-1 -> 111111111.
  run text NOT NULL UNIQUE,
  clave_hash text NOT NULL,
  nombres text NOT NULL,
  apellidos text NOT NULL,
  archivo text,
  estado text NOT NULL CHECK (estado IN ('FINALIZADO', 'INCOMPLETO'))
);
CREATE UNIQUE INDEX candidato_correo_idx ON candidato (lower(correo));

-- One row per issued JWT (its jti): logout revokes it.
CREATE TABLE sesion (
  jti uuid PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato,
  creada timestamptz NOT NULL DEFAULT now(),
  expira timestamptz NOT NULL,
  revocada timestamptz
);

-- Server-wide settings such as the generated JWT secret (lives with the data, never in the repo).
CREATE TABLE ajuste_servidor (
  clave text PRIMARY KEY,
  valor text NOT NULL
);
