-- PROVISIONAL: the outbox table of i9-registro's 009, here only until that branch is merged (then removed).
CREATE TABLE correo_saliente (
  id bigserial PRIMARY KEY,
  para text NOT NULL,
  asunto text NOT NULL,
  texto text NOT NULL,
  html text NOT NULL,
  creado timestamptz NOT NULL DEFAULT now(),
  intentos integer NOT NULL DEFAULT 0,
  proximo_intento timestamptz NOT NULL DEFAULT now(),
  enviado timestamptz,
  ultimo_error text
);
