-- Issue 21: an alert's links take their origin from its portal's configuration when it is sent, never
-- from the Host of the request that created it (a forged Host there would have stayed in every e-mail).
ALTER TABLE alerta DROP COLUMN origen;
