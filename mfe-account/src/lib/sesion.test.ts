import { destinoConSesion } from './sesion';

describe('where a signed-in candidate goes from the sign-in and registration pages', () => {
  it('goes back to where it came from when the basic data are complete and current', () => {
    expect(destinoConSesion({ estado: 'FINALIZADO', datosPorActualizar: false }, '/trabajo/1-cajero')).toBe('/trabajo/1-cajero');
    expect(destinoConSesion({ estado: 'FINALIZADO' }, null)).toBe('/dashboard');
  });

  it("lands on the candidate's home when there is nowhere to go back to", () => {
    expect(destinoConSesion({ estado: 'FINALIZADO' }, '//evil.com')).toBe('/dashboard');
  });

  it.each(['/.//127.0.0.7:9911/pwned', '/./\\', '/./\\evil.com'])('never goes to %j, which the browser reads as another host (issue 21)', (redirect) => {
    expect(destinoConSesion({ estado: 'FINALIZADO' }, redirect)).toBe('/dashboard');
    expect(destinoConSesion({ estado: 'INCOMPLETO' }, redirect)).toBe('/datos-basicos');
  });

  it('completes the basic data first, keeping the way back', () => {
    expect(destinoConSesion({ estado: 'INCOMPLETO' }, '/trabajo/1-cajero')).toBe('/datos-basicos?redirect=%2Ftrabajo%2F1-cajero');
    expect(destinoConSesion({ estado: 'INCOMPLETO' }, null)).toBe('/datos-basicos');
  });

  it('asks to confirm basic data older than a year before going on', () => {
    expect(destinoConSesion({ estado: 'FINALIZADO', datosPorActualizar: true }, '/trabajo/1-cajero')).toBe('/actualiza-tus-datos?redirect=%2Ftrabajo%2F1-cajero');
    expect(destinoConSesion({ estado: 'FINALIZADO', datosPorActualizar: true }, null)).toBe('/actualiza-tus-datos');
  });
});
