import * as v from 'valibot';
import { AlertaSchema, ApiErrorSchema, EnlaceAlertaSchema, ExportacionDatosSchema } from '@portal/shared/contract';
import { claveDeEnlaces, firmarToken } from '../src/auth/tokens-enlace';
import { enviarAlertas, type Envio } from '../src/alertas/envio';
import { firmarEnlace } from '../src/alertas/enlaces';
import { SECRETO_DE_PRUEBA, entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';

const entorno = entornoDelArchivo();
let envio: Envio;
let demo: string;
let nuevo: string;
const clave = claveDeEnlaces(SECRETO_DE_PRUEBA);
beforeAll(async () => {
  envio = { db: entorno.app.db, k: entorno.app.k, buscador: entorno.app.buscador, clave, origenes: entorno.app.origenesPortal };
  ({ demo, nuevo } = await demoYNuevo(entorno.app));
});

let siguienteOferta = 990_001;

/** A copy of offer 1 published now under a new title (expired when asked). */
async function publicar(nombreCargo: string, expirada = false): Promise<number> {
  const id = siguienteOferta++;
  await entorno.base.db.query(
    `INSERT INTO oferta SELECT (jsonb_populate_record(o, jsonb_build_object('id_oferta', $1::int, 'nombre_cargo', $2::text, 'confidencial', false,
       'fecha_publicacion', now(), 'fecha_expiracion', CASE WHEN $3 THEN now() - interval '1 minute' ELSE now() + interval '30 days' END))).*
     FROM oferta o WHERE id_oferta = 1`,
    [id, nombreCargo, expirada],
  );
  return id;
}

/** An alert of `jwt` on a keyword whose mark is now: only offers published from here on are new to it. */
async function alerta(jwt: string, palabraClave: string): Promise<number> {
  const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/alertas', headers: conJwt(jwt), payload: { nombre: `Alerta ${palabraClave}`, frecuencia: 'DIARIA', parametros: { idDominio: 857, palabraClave } } });
  const { idAlerta } = v.parse(AlertaSchema, respuesta.json());
  await entorno.base.db.query('UPDATE alerta SET publicadas_hasta = now() WHERE id_alerta = $1', [idAlerta]);
  return idAlerta;
}

const correos = (para = 'demo@portal.cl') =>
  entorno.app.k.selectFrom('correo_saliente').select(['asunto', 'texto', 'html', 'cabeceras']).where('para', '=', para).where('asunto', 'like', '%para «Alerta%').orderBy('id').execute();

describe('the job alert run', () => {
  it('e-mails only the new live offers, once a period, and nothing when there are none', async () => {
    await alerta(demo, 'zapatero');
    await publicar('Zapatero vencido', true);
    await publicar('Zapatero de taller');
    const [primera, segunda] = await Promise.all([enviarAlertas(envio), enviarAlertas(envio)]);
    expect(primera.enviadas + segunda.enviadas).toBe(1);
    const [correo, ...otros] = await correos();
    expect(otros).toEqual([]);
    expect(correo!.asunto).toBe('1 oferta nueva para «Alerta zapatero» · Portal de Empleo Chile');
    expect(correo!.texto).toContain('Zapatero de taller');
    expect(correo!.texto).not.toContain('Zapatero vencido');
    expect(correo!.cabeceras).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(correo!.cabeceras!['List-Unsubscribe']).toMatch(/^<http:\/\/localhost(:\d+)?\/api\/correo\/alerta-empleo\/cancelar-suscripcion\/\d+\/un-clic\?jwt=/);
    for (const ruta of ['/correo/alerta-empleo/cancelar-suscripcion/', '/correo/alerta-empleo/votacion/', '/correo/alerta-empleo/respuesta-estimulo/']) expect(correo!.texto).toContain(ruta);

    // Same period: nothing more, even with a new offer.
    await publicar('Zapatero a domicilio');
    expect((await enviarAlertas(envio)).enviadas).toBe(0);
    // Next period: only what is new since the last e-mail.
    await entorno.base.db.query("UPDATE alerta SET proximo_envio = now() WHERE nombre = 'Alerta zapatero'");
    expect((await enviarAlertas(envio)).enviadas).toBe(1);
    const ultimo = (await correos()).at(-1)!;
    expect(ultimo.texto).toContain('Zapatero a domicilio');
    expect(ultimo.texto).not.toContain('Zapatero de taller');
    // Next period without new offers: no e-mail.
    await entorno.base.db.query("UPDATE alerta SET proximo_envio = now() WHERE nombre = 'Alerta zapatero'");
    expect(await enviarAlertas(envio)).toEqual({ revisadas: 1, enviadas: 0 });
  });

  it('sends each alert once when two runs share the database, and none of a paused alert', async () => {
    const ids = await Promise.all(['carpintero', 'gasfiter', 'pintor'].map((palabra) => alerta(demo, palabra)));
    await Promise.all(['Carpintero', 'Gasfiter', 'Pintor'].map((cargo) => publicar(`${cargo} con experiencia`)));
    await entorno.app.inject({ method: 'PUT', url: `/api/alertas/${ids[2]}`, headers: conJwt(demo), payload: { nombre: 'Alerta pintor', frecuencia: 'DIARIA', activa: false } });
    const antes = (await correos()).length;
    const rondas = await Promise.all([enviarAlertas(envio, 1), enviarAlertas(envio, 1), enviarAlertas(envio), enviarAlertas(envio)]);
    expect(rondas.reduce((n, r) => n + r.enviadas, 0)).toBe(2);
    const nuevos = (await correos()).slice(antes).map((c) => c.asunto);
    expect(nuevos.sort()).toEqual(['1 oferta nueva para «Alerta carpintero» · Portal de Empleo Chile', '1 oferta nueva para «Alerta gasfiter» · Portal de Empleo Chile']);
  });
});

describe('the links of an alert e-mail', () => {
  const enlace = (token: string, proposito: string) => entorno.app.inject({ method: 'POST', url: '/api/correo/alerta-empleo/enlace', payload: { token, proposito } });
  const votar = (token: string, voto = 'SI') => entorno.app.inject({ method: 'POST', url: '/api/correo/alerta-empleo/votacion', payload: { token, voto } });
  const cancelar = (idAlerta: number, token: string) => entorno.app.inject({ method: 'POST', url: `/api/correo/alerta-empleo/cancelar-suscripcion/${idAlerta}`, payload: { token } });
  const codigo = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json()).code;

  it('records a vote once; a second answer is RESPUESTA_DOBLE', async () => {
    const idAlerta = await alerta(demo, 'panadero');
    const token = firmarEnlace(clave, 'votacion', 1, idAlerta);
    expect(v.parse(EnlaceAlertaSchema, (await enlace(token, 'votacion')).json())).toMatchObject({ idAlerta, nombre: 'Alerta panadero', respondido: false });
    expect((await votar(token)).statusCode).toBe(204);
    expect(v.parse(EnlaceAlertaSchema, (await enlace(token, 'votacion')).json()).respondido).toBe(true);
    const segunda = await votar(token, 'NO');
    expect([segunda.statusCode, codigo(segunda)]).toEqual([409, 'RESPUESTA_DOBLE']);
    // The answer is the candidate's: the data export lists it.
    const datos = v.parse(ExportacionDatosSchema, (await entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(demo) })).json());
    expect(datos.respuestasAlertas).toContainEqual({ alerta: 'Alerta panadero', tipo: 'VOTACION', respuesta: 'SI', respondida: expect.any(String) });
  });

  it('pauses the alert of a candidate who found a job', async () => {
    const idAlerta = await alerta(demo, 'cocinero');
    const token = firmarEnlace(clave, 'estimulo', 1, idAlerta);
    const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/correo/alerta-empleo/respuesta-estimulo', payload: { token, respuesta: 'YA_ENCONTRE' } });
    expect(respuesta.statusCode).toBe(204);
    const { rows } = await entorno.base.db.query<{ activa: boolean }>('SELECT activa FROM alerta WHERE id_alerta = $1', [idAlerta]);
    expect(rows[0]!.activa).toBe(false);
  });

  it('refuses forged, expired, other-purpose and other-alert tokens, and another candidate’s alert', async () => {
    const idAlerta = await alerta(demo, 'soldador');
    const otra = await alerta(nuevo, 'soldador');
    const bueno = firmarEnlace(clave, 'cancelar', 1, idAlerta);
    const falsificado = firmarEnlace(claveDeEnlaces('otro-secreto-cualquiera-0123456789'), 'cancelar', 1, idAlerta);
    const vencido = firmarToken(clave, { sub: '1', aud: 'alerta-cancelar', ref: String(idAlerta), duracionMs: -1000 });
    expect(codigo(await cancelar(idAlerta, falsificado))).toBe('ENLACE_INVALIDO');
    expect(codigo(await cancelar(idAlerta, vencido))).toBe('ENLACE_EXPIRADO');
    expect(codigo(await votar(bueno))).toBe('ENLACE_INVALIDO');
    expect(codigo(await cancelar(otra, bueno))).toBe('ENLACE_INVALIDO');
    // A token of candidate 1 naming candidate 2's alert finds nothing.
    expect(codigo(await cancelar(otra, firmarEnlace(clave, 'cancelar', 1, otra)))).toBe('ALERTA_NO_ENCONTRADA');
    expect(codigo(await enlace(firmarEnlace(clave, 'votacion', 1, otra), 'votacion'))).toBe('ALERTA_NO_ENCONTRADA');
    const { rows } = await entorno.base.db.query<{ n: number }>('SELECT count(*)::int AS n FROM alerta WHERE id_alerta IN ($1, $2)', [idAlerta, otra]);
    expect(rows[0]!.n).toBe(2);
  });

  it('unsubscribes once from the page, and by one-click POST (RFC 8058) any number of times', async () => {
    const idAlerta = await alerta(demo, 'tornero');
    const token = firmarEnlace(clave, 'cancelar', 1, idAlerta);
    expect((await cancelar(idAlerta, token)).statusCode).toBe(204);
    expect(codigo(await cancelar(idAlerta, token))).toBe('RESPUESTA_DOBLE');

    const otra = await alerta(demo, 'fresador');
    const unClic = () =>
      entorno.app.inject({
        method: 'POST',
        url: `/api/correo/alerta-empleo/cancelar-suscripcion/${otra}/un-clic?jwt=${firmarEnlace(clave, 'cancelar', 1, otra)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await unClic()).statusCode).toBe(204);
    expect((await unClic()).statusCode).toBe(204);
    const { rows } = await entorno.base.db.query<{ n: number }>('SELECT count(*)::int AS n FROM alerta WHERE id_alerta IN ($1, $2)', [idAlerta, otra]);
    expect(rows[0]!.n).toBe(0);
  });
});
