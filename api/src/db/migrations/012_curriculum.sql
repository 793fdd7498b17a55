-- Issue 10, the candidate's CV (/mi-curriculum). One profile row per candidate and one table per section,
-- each row with an explicit `orden` (the candidate's order, 0 first). Months are kept as 'YYYY-MM' text:
-- a CV gives months, and text has no time zone to shift them. The CV file and the photo are `archivo` rows
-- (bytes in file storage); SET NULL keeps an account deletion, which removes `archivo` rows first, simple.
-- `curriculum_perfil` (004) only held a name: the CV is now `curriculum`.
CREATE TABLE curriculum (
  id_candidato integer PRIMARY KEY REFERENCES candidato ON DELETE CASCADE,
  resumen text,
  cargo_deseado text,
  pretension_renta integer CHECK (pretension_renta BETWEEN 50000 AND 50000000),
  disponibilidad text CHECK (disponibilidad IN ('INMEDIATA', 'QUINCE_DIAS', 'UN_MES', 'A_CONVENIR')),
  jornadas text[] NOT NULL DEFAULT '{}',
  modalidades text[] NOT NULL DEFAULT '{}',
  licencias text[] NOT NULL DEFAULT '{}',
  id_archivo integer REFERENCES archivo ON DELETE SET NULL,
  id_foto integer REFERENCES archivo ON DELETE SET NULL,
  actualizado timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE curriculum_experiencia (
  id_experiencia serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  orden integer NOT NULL,
  cargo text NOT NULL,
  empresa text NOT NULL,
  inicio text NOT NULL CHECK (inicio ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  termino text CHECK (termino ~ '^\d{4}-(0[1-9]|1[0-2])$' AND termino >= inicio),
  descripcion text
);
CREATE INDEX curriculum_experiencia_candidato_idx ON curriculum_experiencia (id_candidato, orden);

CREATE TABLE curriculum_estudio (
  id_estudio serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  orden integer NOT NULL,
  nivel text NOT NULL CHECK (nivel IN ('BASICA', 'MEDIA', 'TECNICO', 'UNIVERSITARIO', 'POSTGRADO')),
  institucion text NOT NULL,
  carrera text,
  estado text NOT NULL CHECK (estado IN ('EN_CURSO', 'EGRESADO', 'TITULADO', 'INCOMPLETO')),
  inicio text NOT NULL CHECK (inicio ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  termino text CHECK (termino ~ '^\d{4}-(0[1-9]|1[0-2])$' AND termino >= inicio)
);
CREATE INDEX curriculum_estudio_candidato_idx ON curriculum_estudio (id_candidato, orden);

CREATE TABLE curriculum_idioma (
  id_idioma serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  orden integer NOT NULL,
  idioma text NOT NULL,
  nivel text NOT NULL CHECK (nivel IN ('BASICO', 'INTERMEDIO', 'AVANZADO', 'NATIVO')),
  UNIQUE (id_candidato, idioma)
);

CREATE TABLE curriculum_habilidad (
  id_habilidad serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  orden integer NOT NULL,
  nombre text NOT NULL
);
CREATE UNIQUE INDEX curriculum_habilidad_nombre_idx ON curriculum_habilidad (id_candidato, lower(nombre));

-- What an application sent, as it was then: the CV's content (when the profile CV was used) and the file.
ALTER TABLE postulacion ADD COLUMN curriculum_enviado jsonb;

DROP TABLE curriculum_perfil;
