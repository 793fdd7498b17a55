import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import { ARRANQUE_MS, crearEntorno, entornoDelArchivo } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const EDGE = '127.0.0.1';

interface Intento {
  usuario: string;
  clave?: string;
  /** The socket's peer: the edge (trusted) unless said otherwise. */
  desde?: string;
  /** X-Forwarded-For as received. */
  reenviadoPor?: string;
}

async function ingresar({ usuario, clave = 'clave-incorrecta', desde = EDGE, reenviadoPor }: Intento) {
  const respuesta = await entorno.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { usuario, clave },
    remoteAddress: desde,
    headers: reenviadoPor ? { 'x-forwarded-for': reenviadoPor } : {},
  });
  return { status: respuesta.statusCode, error: respuesta.statusCode >= 400 ? v.parse(ApiErrorSchema, respuesta.json()) : null };
}

/** A candidate with the demo candidate's password. */
const otroCandidato = (id: number, run: string, correo: string) =>
  entorno.base.db.query(
    `INSERT INTO candidato (id_candidato, run, numero_documento, nombres, apellidos, correo, clave_hash, estado, correo_confirmado)
     SELECT $1, $2, $2, 'Otra', 'Persona', $3, clave_hash, estado, now() FROM candidato WHERE id_candidato = 1`,
    [id, run, correo],
  );

async function fallar(veces: number, intento: (i: number) => Intento) {
  for (let i = 0; i < veces; i++) expect((await ingresar(intento(i))).status).toBe(401);
}

describe('failed-login throttling', () => {
  it('ignores X-Forwarded-For from a peer that is not the edge, so a new header value is no fresh allowance', async () => {
    const limitado = await crearEntorno({ limitesLogin: { porDireccion: 3 } });
    try {
      const intentar = (i: number) =>
        limitado.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { usuario: `spoof${i}@portal.cl`, clave: 'x' },
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      for (let i = 0; i < 3; i++) expect((await intentar(i)).statusCode).toBe(401);
      const bloqueado = await intentar(3);
      expect(bloqueado.statusCode).toBe(429);
      expect(v.parse(ApiErrorSchema, bloqueado.json()).code).toBe('DEMASIADOS_INTENTOS');
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);

  it('counts a client behind the edge by the last X-Forwarded-For entry, the one the edge wrote, whatever entries come before it', async () => {
    // The edge and a client of the same private network, whose forged entries lead the chain.
    const limitado = await crearEntorno({ limitesLogin: { porDireccion: 3 }, proxies: ['10.0.0.0/8'] });
    const intentar = (forjada: string, cliente = '10.1.2.3') =>
      limitado.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { usuario: `forjado-${forjada}@portal.cl`, clave: 'x' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forjada}, ${cliente}` },
      });
    try {
      for (let i = 0; i < 3; i++) expect((await intentar(`198.51.100.${i}`)).statusCode).toBe(401);
      const bloqueado = await intentar('198.51.100.3');
      expect(bloqueado.statusCode).toBe(429);
      expect(v.parse(ApiErrorSchema, bloqueado.json()).code).toBe('DEMASIADOS_INTENTOS');
      // Another client behind the same edge keeps its own allowance.
      expect((await intentar('198.51.100.3', '10.1.2.4')).statusCode).toBe(401);
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);

  it('locks an account after 10 failures with a Spanish message, without locking other accounts behind the same edge', async () => {
    await fallar(10, () => ({ usuario: 'demo@portal.cl' }));
    const bloqueada = await ingresar({ usuario: 'DEMO@portal.cl', clave: 'Demo1234!' });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.error).toMatchObject({ code: 'CUENTA_BLOQUEADA_TEMPORALMENTE' });
    expect(bloqueada.error!.message).toBe('Demasiados intentos fallidos para esta cuenta. Espera 15 minutos e inténtalo nuevamente.');
    // The same account from anywhere else is locked too: the lock belongs to the account.
    expect((await ingresar({ usuario: ' demo@portal.cl', clave: 'Demo1234!', reenviadoPor: '198.51.100.50' })).status).toBe(429);

    await otroCandidato(9001, '999999999', 'otra@portal.cl');
    expect((await ingresar({ usuario: 'otra@portal.cl', clave: 'Demo1234!' })).status).toBe(200);
  });

  it('locks an unknown account the same way, so the answer does not tell which accounts exist', async () => {
    await fallar(10, () => ({ usuario: 'nadie@portal.cl', reenviadoPor: '198.51.100.60' }));
    const bloqueada = await ingresar({ usuario: 'Nadie@Portal.cl', reenviadoPor: '198.51.100.61' });
    expect(bloqueada.error).toMatchObject({ code: 'CUENTA_BLOQUEADA_TEMPORALMENTE' });
  });

  it('limits failures per client address across many accounts, without locking other addresses', async () => {
    const limitado = await crearEntorno({ limitesLogin: { porDireccion: 5 } });
    const intentar = (usuario: string, clave: string, ip: string) =>
      limitado.app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave }, headers: { 'x-forwarded-for': ip } });
    try {
      for (let i = 0; i < 5; i++) expect((await intentar(`persona${i}@portal.cl`, 'x', '198.51.100.70')).statusCode).toBe(401);
      const bloqueada = await intentar('persona9@portal.cl', 'x', '198.51.100.70');
      expect(bloqueada.statusCode).toBe(429);
      expect(v.parse(ApiErrorSchema, bloqueada.json())).toMatchObject({
        code: 'DEMASIADOS_INTENTOS',
        message: 'Demasiados intentos de ingreso desde tu conexión. Espera 15 minutos e inténtalo nuevamente.',
      });
      expect((await intentar('demo@portal.cl', 'Demo1234!', '198.51.100.70')).statusCode).toBe(429);
      expect((await intentar('demo@portal.cl', 'Demo1234!', '198.51.100.71')).statusCode).toBe(200);
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);

  it('clears an account\'s failures when its password is right', async () => {
    const usuario = '12.345.678-5';
    await otroCandidato(9002, '123456785', 'tercera@portal.cl');
    await fallar(9, () => ({ usuario, reenviadoPor: '198.51.100.80' }));
    expect((await ingresar({ usuario, clave: 'Demo1234!', reenviadoPor: '198.51.100.80' })).status).toBe(200);
    await fallar(9, () => ({ usuario, reenviadoPor: '198.51.100.81' }));
  });
});
