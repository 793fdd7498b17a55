import { verify } from '@node-rs/argon2';
import * as v from 'valibot';
import { ApiErrorSchema, CandidatoSesionSchema, LoginRespuestaSchema } from '@portal/shared/contract';
import { ARRANQUE_MS, crearEntorno, entornoDelArchivo, obtener } from './support/app-de-prueba';

// The real argon2, watched: the test counts verifications instead of timing logins.
jest.mock('@node-rs/argon2', () => {
  const real = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...real, verify: jest.fn(real.verify) };
});

const entorno = entornoDelArchivo();

const login = (usuario: string, clave: string) =>
  entorno.app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave } });

async function jwtDemo(): Promise<string> {
  const respuesta = await login('demo@portal.cl', 'Demo1234!');
  return v.parse(LoginRespuestaSchema, respuesta.json()).login.jwt;
}

const sesion = (jwt: string) => entorno.app.inject({ url: '/api/candidato/sesion', headers: { authorization: `Bearer ${jwt}` } });

describe('POST /api/login', () => {
  it.each(['demo@portal.cl', 'DEMO@Portal.CL', '11.111.111-1', '111111111', '11111111-1'])(
    'signs Camila in with "%s"',
    async (usuario) => {
      const respuesta = await login(usuario, 'Demo1234!');
      expect(respuesta.statusCode).toBe(200);
      const { login: credencial, candidato } = v.parse(LoginRespuestaSchema, respuesta.json());
      expect(credencial.jwt.split('.')).toHaveLength(3);
      expect(candidato).toEqual({ idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO', datosPorActualizar: false });
    },
  );

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const [claveMala, desconocido, runDesconocido] = await Promise.all([
      login('demo@portal.cl', 'otra-clave'),
      login('nadie@portal.cl', 'Demo1234!'),
      login('12.345.678-5', 'Demo1234!'),
    ]);
    const esperado = { statusCode: 401, error: 'Unauthorized', code: 'CREDENCIALES_INVALIDAS', message: 'Correo, RUN o contraseña incorrectos.' };
    for (const respuesta of [claveMala, desconocido, runDesconocido]) {
      expect(respuesta.statusCode).toBe(401);
      expect(v.parse(ApiErrorSchema, respuesta.json())).toEqual(esperado);
    }
  });

  it('spends one argon2 verification on an unknown user too (no timing shortcut)', async () => {
    for (const usuario of ['demo@portal.cl', 'nadie@portal.cl', '12.345.678-5']) {
      jest.mocked(verify).mockClear();
      const respuesta = await login(usuario, 'clave-incorrecta');
      expect(respuesta.statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
    }
  });

  it('answers 400 in Spanish when a field is missing or empty', async () => {
    const sinClave = await entorno.app.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'demo@portal.cl' } });
    expect(sinClave.statusCode).toBe(400);
    expect(sinClave.json().message).toBe('Falta el campo obligatorio «clave».');
    const vacio = await login('', 'x');
    expect(vacio.json().message).toBe('El campo «usuario» no puede estar vacío.');
  });
});

describe('GET /api/candidato/sesion', () => {
  it('tells who is signed in', async () => {
    const respuesta = await sesion(await jwtDemo());
    expect(respuesta.statusCode).toBe(200);
    expect(v.parse(CandidatoSesionSchema, respuesta.json())).toMatchObject({ idCandidato: 1, nombres: 'Camila' });
  });

  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    const sinToken = await obtener(entorno.app, '/api/candidato/sesion', ApiErrorSchema, 401);
    expect(sinToken.code).toBe('SESION_INVALIDA');
    const jwt = await jwtDemo();
    const [cabecera, cuerpo] = jwt.split('.');
    const falsificado = await sesion(`${cabecera}.${cuerpo}.firmaFalsa`);
    expect(falsificado.statusCode).toBe(401);
    const vencido = entorno.app.jwt.sign({ sub: '1', jti: crypto.randomUUID() }, { expiresIn: -10 });
    expect((await sesion(vencido)).statusCode).toBe(401);
  });

  it("answers 401 to a validly signed token whose sub is not its session's candidate", async () => {
    const { jti } = entorno.app.jwt.decode<{ jti: string }>(await jwtDemo())!;
    const propio = await sesion(entorno.app.jwt.sign({ sub: '1', jti }));
    expect(v.parse(CandidatoSesionSchema, propio.json()).idCandidato).toBe(1);
    for (const sub of ['2', '2147483648', 'x']) {
      const ajeno = await sesion(entorno.app.jwt.sign({ sub, jti }));
      expect({ sub, status: ajeno.statusCode }).toEqual({ sub, status: 401 });
      expect(v.parse(ApiErrorSchema, ajeno.json()).code).toBe('SESION_INVALIDA');
    }
  });
});

describe('GET /api/login/logout-api', () => {
  it('revokes the bearer token: later calls with it answer 401', async () => {
    const jwt = await jwtDemo();
    const salida = await entorno.app.inject({ url: '/api/login/logout-api', headers: { authorization: `Bearer ${jwt}` } });
    expect(salida.statusCode).toBe(204);
    const despues = await sesion(jwt);
    expect(despues.statusCode).toBe(401);
    expect(v.parse(ApiErrorSchema, despues.json()).message).toBe('Tu sesión expiró o no es válida. Ingresa nuevamente.');
  });

  it('accepts the token as the jwt query parameter and leaves other sessions open', async () => {
    const [uno, otro] = [await jwtDemo(), await jwtDemo()];
    const salida = await entorno.app.inject({ url: `/api/login/logout-api?jwt=${uno}` });
    expect(salida.statusCode).toBe(204);
    expect((await sesion(uno)).statusCode).toBe(401);
    expect((await sesion(otro)).statusCode).toBe(200);
  });

  it('answers 401 for a token already revoked', async () => {
    const jwt = await jwtDemo();
    await entorno.app.inject({ url: `/api/login/logout-api?jwt=${jwt}` });
    expect((await entorno.app.inject({ url: `/api/login/logout-api?jwt=${jwt}` })).statusCode).toBe(401);
  });
});

describe('POST /api/login/logout', () => {
  it('revokes the session whose token comes in the Authorization header', async () => {
    const [uno, otro] = [await jwtDemo(), await jwtDemo()];
    const salida = await entorno.app.inject({ method: 'POST', url: '/api/login/logout', headers: { authorization: `Bearer ${uno}` } });
    expect(salida.statusCode).toBe(204);
    expect((await sesion(uno)).statusCode).toBe(401);
    expect((await sesion(otro)).statusCode).toBe(200);
  });

  it('does not take the token from the query string', async () => {
    const jwt = await jwtDemo();
    const salida = await entorno.app.inject({ method: 'POST', url: `/api/login/logout?jwt=${jwt}` });
    expect(salida.statusCode).toBe(401);
    expect(v.parse(ApiErrorSchema, salida.json()).code).toBe('SESION_INVALIDA');
    expect((await sesion(jwt)).statusCode).toBe(200);
  });
});

describe('request log', () => {
  it('never writes the token of GET /api/login/logout-api?jwt=…', async () => {
    const lineas: string[] = [];
    const registrado = await crearEntorno({ logger: { level: 'info', stream: { write: (linea: string) => void lineas.push(linea) } } });
    try {
      const respuesta = await registrado.app.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'demo@portal.cl', clave: 'Demo1234!' } });
      const jwt = v.parse(LoginRespuestaSchema, respuesta.json()).login.jwt;
      for (const url of [`/api/login/logout-api?jwt=${jwt}`, `/api/login/logout-api?otra=1&%6Awt=${jwt}`]) {
        expect((await registrado.app.inject({ url })).statusCode).toBeLessThan(500);
      }
      const log = lineas.join('');
      expect(log).toContain('/api/login/logout-api?jwt=[oculto]');
      expect(log).toContain('/api/login/logout-api?otra=1&%6Awt=[oculto]');
      expect(log).not.toContain(jwt.split('.')[2]);
    } finally {
      await registrado.close();
    }
  }, ARRANQUE_MS);
});
