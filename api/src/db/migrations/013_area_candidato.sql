-- Issue 10, the candidate's area: the status of each application with the date of every step, its
-- withdrawal, and the CVs left with companies (DEJAR_CV, POST /api/ats/candidato/dejar-cv).

-- The step an application has reached; each step keeps its date in postulacion_paso. Companies move an
-- application on (their side is not part of this product); the candidate can only withdraw it.
ALTER TABLE postulacion
  ADD COLUMN estado text NOT NULL DEFAULT 'ENVIADA'
    CHECK (estado IN ('ENVIADA', 'CV_RECIBIDO', 'CV_VISTO', 'EN_EVALUACION', 'FINALIZADA')),
  ADD COLUMN retirada timestamptz;

CREATE TABLE postulacion_paso (
  id_postulacion integer NOT NULL REFERENCES postulacion ON DELETE CASCADE,
  estado text NOT NULL CHECK (estado IN ('ENVIADA', 'CV_RECIBIDO', 'CV_VISTO', 'EN_EVALUACION', 'FINALIZADA')),
  fecha timestamptz NOT NULL,
  PRIMARY KEY (id_postulacion, estado)
);

-- Every application starts as sent on the day it was made, whoever inserts it.
CREATE FUNCTION postulacion_enviada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO postulacion_paso (id_postulacion, estado, fecha) VALUES (NEW.id_postulacion, 'ENVIADA', NEW.creada);
  RETURN NEW;
END $$;
CREATE TRIGGER postulacion_enviada AFTER INSERT ON postulacion FOR EACH ROW EXECUTE FUNCTION postulacion_enviada();

INSERT INTO postulacion_paso (id_postulacion, estado, fecha) SELECT id_postulacion, 'ENVIADA', creada FROM postulacion;

-- The candidate's list: newest first.
CREATE INDEX postulacion_candidato_idx ON postulacion (id_candidato, creada DESC);

CREATE TABLE cv_dejado (
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  id_empresa integer NOT NULL REFERENCES empresa,
  dejado timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_candidato, id_empresa)
);
