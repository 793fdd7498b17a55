import { loginParaAccion } from './accion-login';

describe('loginParaAccion', () => {
  it('sends to the login page with the way back, the action and its parameters', () => {
    const url = new URL(loginParaAccion('/pabellon/salud/stand/clinica-andes', 'DEJAR_CV', { idc: '31' }), 'http://portal.test');
    expect(url.pathname).toBe('/ingresa-a-tu-cuenta');
    expect(url.searchParams.get('redirect')).toBe('/pabellon/salud/stand/clinica-andes?accion=DEJAR_CV&idc=31');
  });
});
