-- Issue 21: accounts that cannot be told apart, one-time links bound to the account's state, codes valid from
-- when they are e-mailed.

-- The attempts of /api/registro/confirmar for an address without an unconfirmed account (unknown, or already
-- confirmed), kept per address (a keyed hash of it) like a real code's: the same «Te quedan N intentos» and
-- the same 410 at the fifth, so the answers never tell which addresses have an account waiting.
CREATE TABLE confirmacion_sin_cuenta (
  correo_hash text PRIMARY KEY,
  intentos_restantes integer NOT NULL,
  expira timestamptz NOT NULL,
  creado timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX confirmacion_sin_cuenta_expira_idx ON confirmacion_sin_cuenta (expira);

-- The account's state (auth/huella-cuenta.ts) when a recovery request or an e-mail change link was made:
-- a password, e-mail or confirmation change since then kills it.
ALTER TABLE recuperacion ADD COLUMN huella_cuenta text;
ALTER TABLE cambio_correo ADD COLUMN huella_cuenta text;

-- The code an outbox message carries ({tipo, id, codigoHash, duracionMs, expira}): its validity is counted
-- from when the message is really sent (correo/vigencia.ts).
ALTER TABLE correo_saliente ADD COLUMN vigencia jsonb;
