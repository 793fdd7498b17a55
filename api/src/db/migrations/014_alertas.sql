-- Issue 11: job alerts. An alert is a saved search e-mailed daily or weekly with the offers published since
-- its last e-mail; several api processes share the runs (claimed like the outbox, FOR UPDATE SKIP LOCKED).
CREATE TABLE alerta (
  id_alerta serial PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  nombre text NOT NULL,
  frecuencia text NOT NULL CHECK (frecuencia IN ('DIARIA', 'SEMANAL')),
  activa boolean NOT NULL DEFAULT true,
  -- The search (BusquedaParams without page, order nor position), as the results page sent it.
  parametros jsonb NOT NULL,
  -- Scheme and host of the portal it was made on: its e-mails' links point there.
  origen text NOT NULL,
  creada timestamptz NOT NULL DEFAULT now(),
  -- The last-sent mark: offers published up to here were in an e-mail (or before the alert existed).
  publicadas_hasta timestamptz NOT NULL,
  ultimo_envio timestamptz,
  proximo_envio timestamptz NOT NULL DEFAULT now(),
  -- A run that claimed the alert owns it until then; one that died leaves it to the next run afterwards.
  reclamada_hasta timestamptz
);
CREATE INDEX alerta_candidato_idx ON alerta (id_candidato);
CREATE INDEX alerta_pendiente_idx ON alerta (proximo_envio) WHERE activa;

-- Answers given through an alert e-mail's links, one per link (its token's jti).
CREATE TABLE alerta_respuesta (
  jti text PRIMARY KEY,
  id_alerta integer NOT NULL REFERENCES alerta ON DELETE CASCADE,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('VOTACION', 'ESTIMULO')),
  valor text NOT NULL,
  respondida timestamptz NOT NULL DEFAULT now()
);

-- Extra headers of an outgoing message (List-Unsubscribe of alert e-mails).
ALTER TABLE correo_saliente ADD COLUMN cabeceras jsonb;
