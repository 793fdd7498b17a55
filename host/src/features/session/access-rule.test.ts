import type { Session } from '@portal/shared/state';
import { accessRedirect } from './access-rule';

const candidato = (estado: 'FINALIZADO' | 'INCOMPLETO'): Session => ({
  login: { jwt: 'jwt' },
  candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado },
});

const publica = { auth: false, datosBasicos: false };
const conLogin = { auth: true, datosBasicos: false };
const conDatos = { auth: true, datosBasicos: true };
const visitante = { session: null, sesionExpirada: false };

describe('access to login-required routes', () => {
  it('lets anyone see a public route', () => {
    expect(accessRedirect(publica, visitante, '/noticias')).toBeNull();
  });

  it('sends a visitor to sign in, returning to the path and query afterwards', () => {
    expect(accessRedirect(conLogin, visitante, '/auth?desde=correo')).toBe('/ingresa-a-tu-cuenta?redirect=%2Fauth%3Fdesde%3Dcorreo');
  });

  it('sends a candidate whose session expired to /sin-sesion, with the same return path', () => {
    expect(accessRedirect(conLogin, { session: null, sesionExpirada: true }, '/auth')).toBe('/sin-sesion?redirect=%2Fauth');
  });

  it('lets a signed-in candidate see a login-required route', () => {
    expect(accessRedirect(conLogin, { session: candidato('INCOMPLETO'), sesionExpirada: false }, '/auth')).toBeNull();
  });

  it('sends a candidate with incomplete basic data to /datos-basicos, returning to the path and query afterwards', () => {
    expect(accessRedirect(conDatos, { session: candidato('INCOMPLETO'), sesionExpirada: false }, '/recomendadas?pagina=2')).toBe(
      '/datos-basicos?redirect=%2Frecomendadas%3Fpagina%3D2',
    );
  });

  it('lets a candidate with finished basic data through', () => {
    expect(accessRedirect(conDatos, { session: candidato('FINALIZADO'), sesionExpirada: false }, '/dashboard')).toBeNull();
  });

  it('asks a visitor to sign in before checking basic data', () => {
    expect(accessRedirect(conDatos, visitante, '/dashboard')).toBe('/ingresa-a-tu-cuenta?redirect=%2Fdashboard');
  });
});
