import { href } from './href';
import { matchRoute } from './match';
import { ROUTES } from './manifest';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJh-_';
const nameOf = (pathname: string) => matchRoute(pathname, 'CORPORATIVO')?.route.name ?? null;

describe('pages reached from e-mail links', () => {
  it('opens the placement follow-up and the mobility invitation with a signed token, and the 404 page for anything else', () => {
    expect(nameOf(`/colocacion/respuesta/${JWT}`)).toBe('colocacionRespuesta');
    expect(nameOf(`/correo/invitacion-movilidad/desiste-proceso/${JWT}`)).toBe('correoDesisteProceso');
    expect(nameOf('/colocacion/respuesta/123')).toBeNull();
    expect(nameOf('/correo/invitacion-movilidad/desiste-proceso/a.b')).toBeNull();
    expect(href('colocacionRespuesta', { token: JWT })).toBe(`/colocacion/respuesta/${JWT}`);
  });

  it('keeps every e-mail link page public (the token is the authority), noindex and in the solo-logo layout', () => {
    const paginas = ROUTES.filter((route) => /^\/(correo|colocacion)\//.test(route.path));
    expect(paginas.map((route) => route.name)).toEqual(expect.arrayContaining(['colocacionRespuesta', 'correoDesisteProceso', 'correoRespuestaDoble', 'correoVotacion']));
    for (const route of paginas) expect(route).toMatchObject({ owner: 'mfe_account', layout: 'soloLogo', auth: false, index: false });
  });
});
