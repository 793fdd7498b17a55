-- Issue 9: outgoing e-mail kept until sent, self-registration with e-mail confirmation, consent records,
-- single-use link tokens and the candidate's basic data.

-- Outbox: a message is a row until an SMTP server accepted it, so a failure or a restart never loses it.
-- A dispatcher claims due rows by moving `proximo_intento` ahead (FOR UPDATE SKIP LOCKED), so several api
-- processes never send one message twice at once.
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
CREATE INDEX correo_saliente_pendiente_idx ON correo_saliente (proximo_intento) WHERE enviado IS NULL;

-- New candidates get their ids here (the seed's are fixed, 1 and 2).
CREATE SEQUENCE candidato_id_seq OWNED BY candidato.id_candidato;
SELECT setval('candidato_id_seq', GREATEST((SELECT max(id_candidato) FROM candidato), 1000));
ALTER TABLE candidato ALTER COLUMN id_candidato SET DEFAULT nextval('candidato_id_seq');

-- `run` stays the normalised RUN of RUN candidates (login by RUN); a passport holder has none.
ALTER TABLE candidato
  ALTER COLUMN run DROP NOT NULL,
  ADD COLUMN tipo_documento text NOT NULL DEFAULT 'RUN' CHECK (tipo_documento IN ('RUN', 'PASAPORTE')),
  ADD COLUMN numero_documento text,
  ADD COLUMN correo_confirmado timestamptz,
  ADD COLUMN telefono text,
  ADD COLUMN id_region integer REFERENCES region,
  ADD COLUMN id_comuna integer REFERENCES comuna,
  ADD COLUMN fecha_nacimiento date,
  ADD COLUMN genero text CHECK (genero IN ('FEMENINO', 'MASCULINO', 'OTRO', 'PREFIERO_NO_DECIRLO')),
  ADD COLUMN nacionalidad text,
  ADD COLUMN datos_actualizados timestamptz,
  ADD COLUMN creado timestamptz NOT NULL DEFAULT now();
-- Accounts made before registration existed were made by hand: they count as confirmed.
UPDATE candidato SET numero_documento = run, correo_confirmado = now();
ALTER TABLE candidato ALTER COLUMN numero_documento SET NOT NULL;
CREATE UNIQUE INDEX candidato_documento_idx ON candidato (tipo_documento, upper(numero_documento));

-- Consent to the privacy policy: which text version, and when (Ley 21.719 asks to prove it).
CREATE TABLE consentimiento (
  id_candidato integer NOT NULL REFERENCES candidato ON DELETE CASCADE,
  version text NOT NULL,
  aceptado timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_candidato, version)
);

-- The 6-digit code that confirms a new account's e-mail: only its hash, a deadline and the attempts left.
CREATE TABLE codigo_confirmacion (
  id_candidato integer PRIMARY KEY REFERENCES candidato ON DELETE CASCADE,
  codigo_hash text NOT NULL,
  expira timestamptz NOT NULL,
  intentos_restantes integer NOT NULL,
  creado timestamptz NOT NULL DEFAULT now()
);

-- Single use of signed link tokens (e-mail links, partner sign-in): the jti of each token once used.
CREATE TABLE token_usado (
  jti text PRIMARY KEY,
  usado timestamptz NOT NULL DEFAULT now(),
  expira timestamptz NOT NULL
);
