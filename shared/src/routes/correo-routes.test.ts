import { href } from './href';
import { matchRoute } from './match';
import { ROUTES } from './manifest';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJh-_';
const nameOf = (pathname: string) => matchRoute(pathname, 'CORPORATIVO')?.route.name ?? null;

describe('pages reached from e-mail links', () => {
  it('opens each e-mail link page with its token, whatever its shape: the page explains a cut or mistyped link, never the 404 page', () => {
    for (const token of [JWT, '123', 'a.b', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIi', 'x'.repeat(5000), 'ñandú%20.js']) {
      expect(nameOf(`/colocacion/respuesta/${token}`)).toBe('colocacionRespuesta');
      expect(nameOf(`/correo/invitacion-movilidad/desiste-proceso/${token}`)).toBe('correoDesisteProceso');
      expect(nameOf(`/correo/alerta-empleo/votacion/${token}`)).toBe('correoVotacion');
      expect(nameOf(`/correo/alerta-empleo/respuesta-estimulo/${token}`)).toBe('correoRespuestaEstimulo');
    }
    expect(href('colocacionRespuesta', { token: JWT })).toBe(`/colocacion/respuesta/${JWT}`);
  });

  it('keeps every e-mail link page public (the token is the authority), noindex and in the solo-logo layout', () => {
    const paginas = ROUTES.filter((route) => /^\/(correo|colocacion)\//.test(route.path));
    expect(paginas.map((route) => route.name)).toEqual(expect.arrayContaining(['colocacionRespuesta', 'correoDesisteProceso', 'correoRespuestaDoble', 'correoVotacion', 'correoRespuestaEstimulo']));
    for (const route of paginas) expect(route).toMatchObject({ owner: 'mfe_account', layout: 'soloLogo', auth: false, index: false });
  });
});
