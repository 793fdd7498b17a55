-- Issue 8: failed logins are counted per account and per client address, here rather than in memory so
-- that every api process (several behind one PostgreSQL) sees the same counts. A row is one key (an
-- account's hash or an address) with its failures in the current window and, once over the limit, until
-- when it is locked.
CREATE TABLE intento_login (
  clave text PRIMARY KEY,
  fallos integer NOT NULL,
  desde timestamptz NOT NULL,
  bloqueada_hasta timestamptz
);

-- Expired rows are deleted on each failure; this keeps that cheap.
CREATE INDEX intento_login_desde ON intento_login (desde);
