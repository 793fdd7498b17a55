-- The premium plan (SUSCRIPCION_PREMIUM, issue 25): one row per candidate who ever subscribed, holding the
-- current plan and its dates. Subscribing again starts a new period over the row (`desde` now, `hasta` null);
-- ending it records `hasta`. No history beyond that: the account shows and exports this row.
CREATE TABLE plan_candidato (
  id_candidato integer PRIMARY KEY REFERENCES candidato ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('PREMIUM')),
  desde timestamptz NOT NULL,
  hasta timestamptz,
  CHECK (hasta IS NULL OR hasta >= desde)
);
