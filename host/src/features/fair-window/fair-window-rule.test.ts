import { fairWindowRedirect, grantsTemporaryAccess, type FairAccess } from './fair-window-rule';

const abierta: FairAccess = { abierta: true, accesoTemporal: false, preRegistroHabilitado: false };
const cerrada: FairAccess = { abierta: false, accesoTemporal: false, preRegistroHabilitado: false };
const cerradaConPreRegistro: FairAccess = { ...cerrada, preRegistroHabilitado: true };

describe('fair window rule', () => {
  it.each(['/', '/empresas-participantes', '/pabellon/tecnologia', '/noticias', '/ingresa-a-tu-cuenta'])(
    'lets every page through while the fair is open: %s',
    (path) => {
      expect(fairWindowRedirect(path, abierta)).toBeNull();
    },
  );

  it.each(['/empresas-participantes', '/pabellon/tecnologia', '/pabellon/salud/stand/clinica-sur', '/noticias', '/trabajo/cajero-12', '/auth'])(
    'sends %s to / while the fair is closed',
    (path) => {
      expect(fairWindowRedirect(path, cerrada)).toBe('/');
    },
  );

  it('keeps / itself on a closed fair', () => {
    expect(fairWindowRedirect('/', cerrada)).toBeNull();
  });

  it.each(['/page/preguntas-frecuentes', '/page/', '/page/ayuda/contacto'])('exempts pages under /page/: %s', (path) => {
    expect(fairWindowRedirect(path, cerrada)).toBeNull();
  });

  it.each(['/terminos-y-condiciones', '/politica-de-privacidad', '/politica-de-cookies'])('keeps the legal page %s readable on a closed fair', (path) => {
    expect(fairWindowRedirect(path, cerrada)).toBeNull();
  });

  it('does not exempt /page without a page, nor look-alike paths', () => {
    expect(fairWindowRedirect('/page', cerrada)).toBe('/');
    expect(fairWindowRedirect('/pages/ayuda', cerrada)).toBe('/');
  });

  it.each([
    '/ingresa-a-tu-cuenta',
    '/ingresa-a-tu-cuenta/sin-cuenta',
    '/crea-tu-curriculum',
    '/crea-tu-curriculum/registro',
    '/recuperar-contrasena',
    '/recuperar-contrasena/ingresar-codigo',
    '/datos-basicos',
    '/actualiza-tus-datos',
    '/mi-curriculum',
  ])('keeps %s on a closed fair with pre-registration', (path) => {
    expect(fairWindowRedirect(path, cerradaConPreRegistro)).toBeNull();
  });

  it.each(['/ingresa-a-tu-cuenta', '/crea-tu-curriculum/registro', '/mi-curriculum'])(
    'sends %s to / on a closed fair without pre-registration',
    (path) => {
      expect(fairWindowRedirect(path, cerrada)).toBe('/');
    },
  );

  it.each(['/empresas-participantes', '/dashboard', '/mis-postulaciones', '/ingresa-a-tu-cuentas', '/mi-curriculum-vitae'])(
    'still sends %s to / with pre-registration (not a pre-registration page)',
    (path) => {
      expect(fairWindowRedirect(path, cerradaConPreRegistro)).toBe('/');
    },
  );

  it('lets a candidate sign out of a closed fair', () => {
    expect(fairWindowRedirect('/logout', cerrada)).toBeNull();
  });

  it.each(['/empresas-participantes', '/pabellon/tecnologia', '/dashboard'])(
    'lets %s through with temporary access',
    (path) => {
      expect(fairWindowRedirect(path, { ...cerrada, accesoTemporal: true })).toBeNull();
    },
  );
});

describe('temporary access', () => {
  it('is granted by ?showFV3=true only', () => {
    expect(grantsTemporaryAccess('?showFV3=true')).toBe(true);
    expect(grantsTemporaryAccess('?q=1&showFV3=true')).toBe(true);
    expect(grantsTemporaryAccess('?showFV3=false')).toBe(false);
    expect(grantsTemporaryAccess('?showFV3=1')).toBe(false);
    expect(grantsTemporaryAccess('?showfv3=true')).toBe(false);
    expect(grantsTemporaryAccess('')).toBe(false);
  });
});
