-- Applications, their answers and documents, saved offers, clicks on external application links,
-- institutions (offers restricted to members) and the candidate's profile CV.
CREATE TABLE institucion (
  id_institucion integer PRIMARY KEY,
  nombre text NOT NULL
);

CREATE TABLE oferta_institucion (
  id_oferta integer NOT NULL REFERENCES oferta,
  id_institucion integer NOT NULL REFERENCES institucion,
  PRIMARY KEY (id_oferta, id_institucion)
);

CREATE TABLE candidato_institucion (
  id_candidato integer NOT NULL REFERENCES candidato,
  id_institucion integer NOT NULL REFERENCES institucion,
  PRIMARY KEY (id_candidato, id_institucion)
);

-- The CV kept in the candidate's profile (the file itself lives in storage, like every upload).
CREATE TABLE curriculum_perfil (
  id_candidato integer PRIMARY KEY REFERENCES candidato,
  nombre text NOT NULL
);

-- Metadata of an uploaded file; the bytes are in file storage under `clave` (a server-generated name).
CREATE TABLE archivo (
  id_archivo serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato,
  clave text NOT NULL UNIQUE,
  nombre_original text NOT NULL,
  tipo_mime text NOT NULL,
  bytes integer NOT NULL,
  creado timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE postulacion (
  id_postulacion serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato,
  id_oferta integer NOT NULL REFERENCES oferta,
  origen text NOT NULL CHECK (origen IN ('WEB', 'WEB_MOBILE', 'OFERTAS_PERFILADAS', 'OFERTAS_PERFILADAS_MOBILE',
    'TF_INVITACION', 'TF_INVITACION_MOBILE', 'POSTULA_FACIL', 'POSTULA_FACIL_MOBILE')),
  usar_curriculum_perfil boolean NOT NULL,
  id_archivo_curriculum integer REFERENCES archivo,
  creada timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_candidato, id_oferta)
);

CREATE TABLE postulacion_respuesta (
  id_postulacion integer NOT NULL REFERENCES postulacion,
  id_pregunta integer NOT NULL REFERENCES oferta_pregunta,
  respuesta text NOT NULL,
  PRIMARY KEY (id_postulacion, id_pregunta)
);

CREATE TABLE postulacion_documento (
  id_postulacion integer NOT NULL REFERENCES postulacion,
  id_documento integer NOT NULL REFERENCES oferta_documento,
  id_archivo integer NOT NULL REFERENCES archivo,
  PRIMARY KEY (id_postulacion, id_documento)
);

CREATE TABLE oferta_guardada (
  id_candidato integer NOT NULL REFERENCES candidato,
  id_oferta integer NOT NULL REFERENCES oferta,
  creada timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_candidato, id_oferta)
);

CREATE TABLE oferta_clic_externo (
  id_oferta integer PRIMARY KEY REFERENCES oferta,
  clics integer NOT NULL DEFAULT 0
);
