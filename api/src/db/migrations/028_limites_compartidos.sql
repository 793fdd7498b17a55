-- Issue 24: the per-address and per-account request limits (short links, offer cards, registration,
-- recovery, documents) are counted here rather than in each process's memory, so N api replicas on one
-- PostgreSQL allow what one allows (src/red/contador-compartido.ts). A row is one key with its count in
-- the current window and when that window ends.
CREATE TABLE limite_solicitud (
  clave text PRIMARY KEY,
  cuenta integer NOT NULL,
  hasta timestamptz NOT NULL
);

-- Ended windows are deleted once a minute by each api process; this keeps that cheap.
CREATE INDEX limite_solicitud_hasta ON limite_solicitud (hasta);
