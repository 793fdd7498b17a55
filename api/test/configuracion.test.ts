import { leerConfiguracion } from '../src/configuracion';

describe('the api configuration, read once at start', () => {
  it('with an empty environment is npm start’s local setup, with no secret of its own', () => {
    expect(leerConfiguracion({})).toMatchObject({
      puerto: 8090,
      interfaz: '127.0.0.1',
      nivelRegistro: 'info',
      proxies: ['127.0.0.1', '::1'],
      origenesPortal: ['http://*:8080'],
      intervaloAlertasMs: 60_000,
      jwtSecret: undefined,
      secretoIngresoExterno: undefined,
    });
  });

  it('passes on the secrets it is given', () => {
    expect(leerConfiguracion({ JWT_SECRET: 'sesiones', INGRESO_EXTERNO_SECRETO: 'socios' })).toMatchObject({ jwtSecret: 'sesiones', secretoIngresoExterno: 'socios' });
  });

  it.each([
    ['API_PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
    ['SMTP_PORT', 'smtp'],
    ['PORTAL_ORIGINS', 'ftp://empleos.example.cl'],
    ['ALERTAS_INTERVALO_MS', '5'],
    ['API_IDLE_TIMEOUT_MS', '30s'],
    ['ALMACEN', 'nube'],
    ['SEED_OFERTAS', '-1'],
  ])('stops the start on a bad %s, naming it', (variable, valor) => {
    expect(() => leerConfiguracion({ [variable]: valor })).toThrow(variable);
  });
});
