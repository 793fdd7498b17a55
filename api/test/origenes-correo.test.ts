// Issue 21 (high): every absolute URL the api writes, e-mail links above all, takes its origin from the
// portals' configured origins (PORTAL_ORIGINS), never from the request's Host or X-Forwarded-Host.
import * as v from 'valibot';
import { AlertaSchema, EnlaceCortoSchema, VERSION_POLITICA_PRIVACIDAD } from '@portal/shared/contract';
import { digitoVerificador } from '@portal/shared/rut';
import { claveDeEnlaces } from '../src/auth/tokens-enlace';
import { enviarAlertas } from '../src/alertas/envio';
import { origenDelDominio, origenesConfigurados } from '../src/portal/origenes';
import { SECRETO_DE_PRUEBA, entornoDelArchivo } from './support/app-de-prueba';
import { correosPara } from './support/bandeja';
import { jwtDe } from './support/cuentas';

const FALSO = 'portal-empleo-seguro.example';

const entorno = entornoDelArchivo({ solicitudesRegistroPorMinuto: 1000 });

/** Headers of a request the edge (a trusted proxy on loopback) forwards for a browser on `host`. */
const atravesDelBorde = (host: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'http' } });

let n = 0;
function registro(correo: string) {
  const cuerpo = String(21_000_000 + ++n * 7919);
  return {
    nombres: 'Ana',
    apellidos: 'Pérez',
    tipoDocumento: 'RUN',
    numeroDocumento: `${cuerpo}-${digitoVerificador(cuerpo)}`,
    correo,
    clave: 'Segura2026',
    aceptaPolitica: true,
    versionPolitica: VERSION_POLITICA_PRIVACIDAD,
  };
}

/** Every http(s) URL in the plain text of the e-mails queued for `para`. */
async function enlaces(para: string): Promise<string[]> {
  const correos = await correosPara(entorno.app, para);
  return correos.flatMap((c) => c.texto.match(/https?:\/\/[^\s)>"]+/g) ?? []);
}

describe('e-mail links', () => {
  it('of a registration asked with a forged Host point to the default portal, not to the forged host', async () => {
    const correo = `forjado${Date.now()}@example.cl`;
    const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/registro', payload: registro(correo), ...atravesDelBorde(FALSO) });
    expect(respuesta.statusCode).toBe(201);
    const urls = await enlaces(correo);
    expect(urls.some((u) => u.startsWith('http://localhost:8080/ingresa-a-tu-cuenta/'))).toBe(true);
    expect(urls.filter((u) => !u.startsWith('http://localhost:8080/'))).toEqual([]);
  });

  it('of a resend asked with a forged Host point to the default portal', async () => {
    const correo = `reenvio${Date.now()}@example.cl`;
    await entorno.app.inject({ method: 'POST', url: '/api/registro', payload: registro(correo) });
    // The first code is more than a minute old: a resend may send a new one.
    await entorno.base.db.query(
      'UPDATE codigo_confirmacion SET creado = creado - interval \'2 minutes\' WHERE id_candidato = (SELECT id_candidato FROM candidato WHERE correo = $1)',
      [correo],
    );
    const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/registro/reenviar', payload: { correo }, ...atravesDelBorde(`${FALSO}:443`) });
    expect(respuesta.statusCode).toBe(202);
    const urls = await enlaces(correo);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(urls.filter((u) => u.includes(FALSO))).toEqual([]);
  });

  it("of a request through a portal's own host name point to that portal's configured origin", async () => {
    const correo = `saae${Date.now()}@example.cl`;
    await entorno.app.inject({ method: 'POST', url: '/api/registro', payload: registro(correo), ...atravesDelBorde('saae.localhost:9999') });
    const urls = await enlaces(correo);
    expect(urls.some((u) => u.startsWith('http://saae.localhost:8080/ingresa-a-tu-cuenta/'))).toBe(true);
    expect(urls.filter((u) => u.includes(':9999'))).toEqual([]);
  });

  it('of an e-mail change asked with a forged Host point to the default portal', async () => {
    const jwt = await jwtDe(entorno.app, 'nuevo@portal.cl');
    const correoNuevo = `cambio${Date.now()}@example.cl`;
    const respuesta = await entorno.app.inject({
      method: 'POST',
      url: '/api/cuenta/correo',
      payload: { correoNuevo, clave: 'Demo1234!' },
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${jwt}`, 'x-forwarded-host': FALSO, 'x-forwarded-proto': 'https' },
    });
    expect(respuesta.statusCode).toBe(202);
    const urls = await enlaces(correoNuevo);
    expect(urls.some((u) => u.startsWith('http://localhost:8080/cambio-email-principal/'))).toBe(true);
    expect(urls.filter((u) => u.includes(FALSO))).toEqual([]);
  });

  it("of a job alert created with a forged Host point to the alert's portal", async () => {
    const jwt = await jwtDe(entorno.app, 'demo@portal.cl');
    const creada = await entorno.app.inject({
      method: 'POST',
      url: '/api/alertas',
      payload: { nombre: 'Alerta origen', frecuencia: 'DIARIA', parametros: { idDominio: 858 } },
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${jwt}`, 'x-forwarded-host': FALSO, 'x-forwarded-proto': 'http' },
    });
    expect(creada.statusCode).toBe(201);
    const { idAlerta } = v.parse(AlertaSchema, creada.json());
    await entorno.base.db.query("UPDATE alerta SET proximo_envio = now(), publicadas_hasta = now() - interval '30 days' WHERE id_alerta = $1", [idAlerta]);
    const { app } = entorno;
    await enviarAlertas({ db: app.db, k: app.k, buscador: app.buscador, clave: claveDeEnlaces(SECRETO_DE_PRUEBA), origenes: app.origenesPortal });
    const [correo] = await app.k.selectFrom('correo_saliente').select('texto').where('asunto', 'like', '%Alerta origen%').execute();
    const urls = correo!.texto.match(/https?:\/\/[^\s)>"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(2);
    expect(urls.filter((u) => !u.startsWith('http://saae.localhost:8080/'))).toEqual([]);
  });
});

describe('short links', () => {
  it("cannot point to another port of a portal's host name, whatever the Host says", async () => {
    const respuesta = await entorno.app.inject({
      method: 'POST',
      url: '/api/enlaces-cortos',
      payload: { url: 'http://localhost:9999/trabajo/1' },
      headers: { host: 'localhost:9999' },
    });
    expect(respuesta.statusCode).toBe(400);
    const propio = await entorno.app.inject({ method: 'POST', url: '/api/enlaces-cortos', payload: { url: 'http://localhost:8080/trabajo/1' }, headers: { host: 'localhost:9999' } });
    expect(v.parse(EnlaceCortoSchema, propio.json()).urlCorta).toMatch(/^http:\/\/localhost:8080\/e\//);
  });
});

describe('the configured origins (PORTAL_ORIGINS)', () => {
  it("give a portal its own entry, else the wildcard's scheme and port", () => {
    const origenes = origenesConfigurados(['https://*', 'https://empleos.example.cl:8443']);
    expect(origenDelDominio('saae.localhost', origenes)).toBe('https://saae.localhost');
    expect(origenDelDominio('empleos.example.cl', origenes)).toBe('https://empleos.example.cl:8443');
  });

  it('refuse a value that is not an origin, and an empty list', () => {
    expect(() => origenesConfigurados(['https://portal.cl/ruta'])).toThrow(/PORTAL_ORIGINS/);
    expect(() => origenesConfigurados([' '])).toThrow(/al menos un origen/);
  });
});
