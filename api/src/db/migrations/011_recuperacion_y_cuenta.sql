-- Issue 9, password recovery and account settings. Codes and tokens are kept only as hashes (a keyed
-- HMAC for the 6-digit codes, which are too few to resist a plain hash; SHA-256 for the long random tokens).

-- One row per POST /api/recuperacion. A request for an identifier that names no account gets a row too,
-- with no candidate, so every later step answers the same way for it and it simply never verifies.
CREATE TABLE recuperacion (
  id_solicitud uuid PRIMARY KEY,
  id_candidato integer REFERENCES candidato ON DELETE CASCADE,
  -- HMAC of the normalised identifier: counts requests per identifier without storing what was typed.
  identificador_hash text NOT NULL,
  creada timestamptz NOT NULL DEFAULT now(),
  codigo_hash text,
  codigo_expira timestamptz,
  envios smallint NOT NULL DEFAULT 0,
  intentos smallint NOT NULL DEFAULT 0,
  token_hash text UNIQUE,
  token_expira timestamptz,
  token_usado timestamptz
);
CREATE INDEX recuperacion_identificador_idx ON recuperacion (identificador_hash, creada);
CREATE INDEX recuperacion_candidato_idx ON recuperacion (id_candidato);

-- A pending change of the main e-mail: the link sent to the new address carries the token.
CREATE TABLE cambio_correo (
  token_hash text PRIMARY KEY,
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  correo_nuevo text NOT NULL,
  creado timestamptz NOT NULL DEFAULT now(),
  expira timestamptz NOT NULL,
  usado timestamptz
);
CREATE INDEX cambio_correo_candidato_idx ON cambio_correo (id_candidato);

-- Ending every other session of an account reads its sessions by candidate.
CREATE INDEX sesion_candidato_idx ON sesion (id_candidato);
