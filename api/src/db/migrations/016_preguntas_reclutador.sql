-- Issue 11: questions a recruiter sends the candidate about one of their applications, and the candidate's
-- answer (given once). The recruiters' side is not part of this product: questions arrive as rows.
CREATE TABLE pregunta_reclutador (
  id_pregunta serial PRIMARY KEY,
  id_postulacion integer NOT NULL REFERENCES postulacion ON DELETE CASCADE,
  pregunta text NOT NULL CHECK (length(pregunta) BETWEEN 1 AND 2000),
  enviada timestamptz NOT NULL DEFAULT now(),
  respuesta text CHECK (length(respuesta) BETWEEN 1 AND 1000),
  respondida timestamptz,
  CHECK ((respuesta IS NULL) = (respondida IS NULL))
);

-- The candidate's list goes through their applications.
CREATE INDEX pregunta_reclutador_postulacion_idx ON pregunta_reclutador (id_postulacion);
