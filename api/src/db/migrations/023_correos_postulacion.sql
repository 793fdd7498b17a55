-- Issue 11: the e-mails about an application whose links the candidate answers without a session: the
-- placement follow-up ("¿Fuiste contratado/a?", /colocacion/respuesta/{token}) and the mobility invitation
-- (a process a company invited the candidate to, an application of origin TF_INVITACION, which the candidate
-- can leave from /correo/invitacion-movilidad/desiste-proceso/{token}).

-- E-mails owed about an application. A scheduled round signs their links and queues them in the outbox in the
-- same transaction that marks them queued, so several api processes never send one twice.
CREATE TABLE correo_postulacion (
  id_postulacion integer NOT NULL REFERENCES postulacion ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('COLOCACION', 'INVITACION_MOVILIDAD')),
  -- Scheme and host of the portal its links point to.
  origen text NOT NULL,
  enviar_desde timestamptz NOT NULL DEFAULT now(),
  encolado timestamptz,
  PRIMARY KEY (id_postulacion, tipo)
);
CREATE INDEX correo_postulacion_pendiente_idx ON correo_postulacion (enviar_desde) WHERE encolado IS NULL;

-- Answers given through those links, one per link (its token's jti): COLOCACION is SI or NO (hired or not),
-- DESISTE is the withdrawal from an invited process (the application is withdrawn in the same transaction).
CREATE TABLE postulacion_respuesta_correo (
  jti text PRIMARY KEY,
  id_postulacion integer NOT NULL REFERENCES postulacion ON DELETE CASCADE,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('COLOCACION', 'DESISTE')),
  valor text NOT NULL CHECK (valor IN ('SI', 'NO', 'DESISTE')),
  respondida timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX postulacion_respuesta_correo_postulacion_idx ON postulacion_respuesta_correo (id_postulacion);
