import { href } from './href';
import { matchRoute } from './match';
import { ROUTES } from './manifest';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJh-_';
const nameOf = (pathname: string) => matchRoute(pathname, 'CORPORATIVO')?.route.name ?? null;

describe('candidate access routes', () => {
  it('signs in with a JWT from an e-mail or a partner, and ranks the named login pages before the token', () => {
    expect(nameOf(`/ingresa-a-tu-cuenta/${JWT}`)).toBe('loginToken');
    expect(nameOf(`/ingresa-a-tu-cuenta/externo/${JWT}`)).toBe('loginExterno');
    expect(nameOf('/ingresa-a-tu-cuenta/cuenta-creada')).toBe('cuentaCreada');
    expect(nameOf('/ingresa-a-tu-cuenta/redirigir')).toBe('redirigir');
    expect(nameOf('/ingresa-a-tu-cuenta/sin-cuenta')).toBe('sinCuenta');
  });

  it('shows the 404 page for a login path that is no token', () => {
    expect(nameOf('/ingresa-a-tu-cuenta/cualquier-cosa')).toBeNull();
    expect(nameOf('/ingresa-a-tu-cuenta/externo/a.b')).toBeNull();
    expect(nameOf('/cambio-email-principal/corto')).toBeNull();
  });

  it('confirms a new main e-mail with its token, dotted or not', () => {
    expect(nameOf(`/cambio-email-principal/${JWT}`)).toBe('cambioEmailPrincipal');
    expect(nameOf('/cambio-email-principal/0123456789abcdef0123')).toBe('cambioEmailPrincipal');
  });

  it('keeps sign-in, registration and recovery public and noindex in the login layout, and the account data behind a login', () => {
    const byName = new Map(ROUTES.map((route) => [route.name as string, route]));
    for (const name of ['login', 'loginToken', 'creaTuCurriculum', 'registro', 'validaTuCorreo', 'recuperarContrasena', 'recuperarTokenExpirado']) {
      expect(byName.get(name)).toMatchObject({ owner: 'mfe_account', layout: 'login', auth: false, datosBasicos: false, index: false });
    }
    for (const name of ['datosBasicos', 'actualizaTusDatos', 'configuracionCuenta']) {
      expect(byName.get(name)).toMatchObject({ owner: 'mfe_account', layout: 'defaultLogueado', auth: true, datosBasicos: false, index: false });
    }
    expect(byName.get('cambioEmailPrincipal')).toMatchObject({ layout: 'soloLogo', auth: false, index: false });
  });

  it('builds the recovery links', () => {
    expect(href('recuperarIngresarCodigo')).toBe('/recuperar-contrasena/ingresar-codigo');
    expect(href('loginToken', { jwt: JWT })).toBe(`/ingresa-a-tu-cuenta/${JWT}`);
  });
});
