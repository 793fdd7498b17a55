// The portals' configured origins (portal/origenes.ts), parsed once at start: every absolute URL the api
// writes (e-mail links, short links) is built from them, never from the request's Host.
import fp from 'fastify-plugin';
import { origenesConfigurados } from '../portal/origenes';

declare module 'fastify' {
  interface FastifyInstance {
    origenesPortal: readonly URL[];
  }
}

export const origenesDelPortal = fp<{ origenes?: string[] }>(
  async (app, { origenes }) => {
    app.decorate('origenesPortal', origenesConfigurados(origenes));
  },
  { name: 'origenes-portal' },
);
