import * as v from 'valibot';
import { ApiErrorSchema, EnlacePostulacionSchema, ExportacionDatosSchema, PostulacionCandidatoSchema, type PropositoEnlacePostulacion } from '@portal/shared/contract';
import { claveDeEnlaces, firmarToken } from '../src/auth/tokens-enlace';
import { firmarEnlacePostulacion } from '../src/correo-postulacion/enlaces';
import { enviarCorreosPostulacion, pedirCorreoPostulacion } from '../src/correo-postulacion/envio';
import { SECRETO_DE_PRUEBA, entornoDelArchivo } from './support/app-de-prueba';
import { correosPara, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string;
const clave = claveDeEnlaces(SECRETO_DE_PRUEBA);
/** The demo's applications the seed owes e-mails about: the invited process and the finished one. */
const de = { invitada: 0, finalizada: 0 };
beforeAll(async () => {
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
  const { rows } = await entorno.base.db.query<{ id_postulacion: number; tipo: string }>('SELECT id_postulacion, tipo FROM correo_postulacion');
  de.invitada = rows.find((r) => r.tipo === 'INVITACION_MOVILIDAD')!.id_postulacion;
  de.finalizada = rows.find((r) => r.tipo === 'COLOCACION')!.id_postulacion;
});

const enlace = (token: string, proposito: PropositoEnlacePostulacion) => entorno.app.inject({ method: 'POST', url: '/api/correo/postulacion/enlace', payload: { token, proposito } });
const contratado = (token: string, si = true) => entorno.app.inject({ method: 'POST', url: '/api/correo/colocacion/respuesta', payload: { token, contratado: si } });
const desistir = (token: string) => entorno.app.inject({ method: 'POST', url: '/api/correo/invitacion-movilidad/desiste-proceso', payload: { token } });
const codigo = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json()).code;
const token = (proposito: PropositoEnlacePostulacion, idPostulacion: number, idCandidato = 1) => firmarEnlacePostulacion(clave, proposito, idCandidato, idPostulacion);

async function postulacion(idPostulacion: number) {
  const respuesta = await entorno.app.inject({ url: `/api/mis-postulaciones/${idPostulacion}`, headers: { authorization: `Bearer ${demo}` } });
  return v.parse(PostulacionCandidatoSchema, respuesta.json());
}

async function exportadas() {
  const respuesta = await entorno.app.inject({ url: '/api/cuenta/datos', headers: { authorization: `Bearer ${demo}` } });
  return v.parse(ExportacionDatosSchema, respuesta.json()).postulaciones as { idPostulacion: number; respuestasCorreo: unknown[] }[];
}

let siguienteOferta = 3;
/** An application of another candidate (nuevo@portal.cl) made through an invitation, each to another offer. */
async function postulacionDeOtro(): Promise<number> {
  const { rows } = await entorno.base.db.query<{ id: number }>(
    `INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil)
     SELECT 2, id_oferta, 'TF_INVITACION', true FROM oferta WHERE estado = 'ACTIVA' ORDER BY id_oferta OFFSET ${siguienteOferta++} LIMIT 1 RETURNING id_postulacion AS id`,
  );
  return rows[0]!.id;
}

describe('the e-mails about an application', () => {
  it('queues the seeded follow-up and invitation once, each with its page’s signed link, even with two rounds at once', async () => {
    const [una, otra] = await Promise.all([enviarCorreosPostulacion({ db: entorno.app.db, clave, origenes: entorno.app.origenesPortal }), enviarCorreosPostulacion({ db: entorno.app.db, clave, origenes: entorno.app.origenesPortal })]);
    expect(una + otra).toBe(2);
    expect(await enviarCorreosPostulacion({ db: entorno.app.db, clave, origenes: entorno.app.origenesPortal })).toBe(0);
    const correos = await correosPara(entorno.base.db, 'demo@portal.cl');
    const seguimiento = correos.find((c) => c.asunto.startsWith('¿Fuiste contratado/a como '));
    const invitacion = correos.find((c) => c.asunto.startsWith('Te invitaron al proceso de '));
    expect(seguimiento?.texto).toMatch(/Responder: http:\/\/localhost:8080\/colocacion\/respuesta\/[\w-]+\.[\w-]+\.[\w-]+\n/);
    expect(invitacion?.texto).toMatch(/Desistir del proceso: http:\/\/localhost:8080\/correo\/invitacion-movilidad\/desiste-proceso\/[\w-]+\.[\w-]+\.[\w-]+\n/);
    expect(seguimiento?.asunto).toMatch(/ · Portal de Empleo Chile$/);
  });

  it('sends nothing about an application withdrawn before its e-mail was due', async () => {
    const id = await postulacionDeOtro();
    await pedirCorreoPostulacion(entorno.app.db, { idPostulacion: id, tipo: 'INVITACION_MOVILIDAD', origen: 'http://localhost:8080' });
    await entorno.base.db.query('UPDATE postulacion SET retirada = now() WHERE id_postulacion = $1', [id]);
    expect(await enviarCorreosPostulacion({ db: entorno.app.db, clave, origenes: entorno.app.origenesPortal })).toBe(0);
    const { rows } = await entorno.base.db.query('SELECT 1 FROM correo_postulacion WHERE id_postulacion = $1', [id]);
    expect(rows).toEqual([]);
  });
});

describe('the placement follow-up link (/colocacion/respuesta/{token})', () => {
  it('records "¿Fuiste contratado/a?" once against the application; a second answer is RESPUESTA_DOBLE', async () => {
    const link = token('colocacion', de.finalizada);
    const leido = v.parse(EnlacePostulacionSchema, (await enlace(link, 'colocacion')).json());
    expect(leido).toMatchObject({ idPostulacion: de.finalizada, respondido: false });
    expect(leido.oferta.nombreCargo).not.toBe('');

    expect((await contratado(link)).statusCode).toBe(204);
    expect(v.parse(EnlacePostulacionSchema, (await enlace(link, 'colocacion')).json()).respondido).toBe(true);
    const segunda = await contratado(link, false);
    expect([segunda.statusCode, codigo(segunda)]).toEqual([409, 'RESPUESTA_DOBLE']);

    const suya = (await exportadas()).find((p) => p.idPostulacion === de.finalizada);
    expect(suya?.respuestasCorreo).toEqual([{ tipo: 'COLOCACION', respuesta: 'SI', respondida: expect.any(String) }]);
  });
});

describe('the mobility invitation’s link (/correo/invitacion-movilidad/desiste-proceso/{token})', () => {
  it('refuses forged, expired and other-purpose tokens, another candidate’s application and one not invited, and changes nothing', async () => {
    const otra = await postulacionDeOtro();
    const falsificado = firmarEnlacePostulacion(claveDeEnlaces('otro-secreto-cualquiera-0123456789'), 'desiste', 1, de.invitada);
    const vencido = firmarToken(clave, { sub: '1', aud: 'movilidad-desiste', ref: String(de.invitada), duracionMs: -1000 });
    const sinPostulacion = firmarToken(clave, { sub: '1', aud: 'movilidad-desiste', duracionMs: 60_000 });
    const deAlerta = firmarToken(clave, { sub: '1', aud: 'alerta-votacion', ref: String(de.invitada), duracionMs: 60_000 });

    for (const [link, esperado] of [
      [falsificado, 'ENLACE_INVALIDO'],
      [`${token('desiste', de.invitada)}x`, 'ENLACE_INVALIDO'],
      [vencido, 'ENLACE_EXPIRADO'],
      [sinPostulacion, 'ENLACE_INVALIDO'],
      [deAlerta, 'ENLACE_INVALIDO'],
      // A placement follow-up's link does not leave a process, nor the other way round.
      [token('colocacion', de.invitada), 'ENLACE_INVALIDO'],
      // The demo's token naming another candidate's application, and the demo's application not invited.
      [token('desiste', otra), 'POSTULACION_NO_ENCONTRADA'],
      [token('desiste', de.finalizada), 'POSTULACION_NO_ENCONTRADA'],
    ] as const) {
      expect([link.slice(-12), codigo(await desistir(link))]).toEqual([link.slice(-12), esperado]);
      expect(codigo(await enlace(link, 'desiste'))).toBe(esperado);
    }
    expect(codigo(await contratado(token('desiste', de.finalizada)))).toBe('ENLACE_INVALIDO');
    expect(codigo(await contratado(token('colocacion', otra)))).toBe('POSTULACION_NO_ENCONTRADA');
    expect((await postulacion(de.invitada)).retirada).toBeNull();
    const { rows } = await entorno.base.db.query<{ retirada: Date | null }>('SELECT retirada FROM postulacion WHERE id_postulacion = $1', [otra]);
    expect(rows[0]!.retirada).toBeNull();
  });

  it('withdraws the invited application once, shown withdrawn in the candidate’s area; the same link again is RESPUESTA_DOBLE', async () => {
    const link = token('desiste', de.invitada);
    expect(v.parse(EnlacePostulacionSchema, (await enlace(link, 'desiste')).json())).toMatchObject({ idPostulacion: de.invitada, respondido: false });
    expect((await desistir(link)).statusCode).toBe(204);
    expect((await postulacion(de.invitada)).retirada).not.toBeNull();
    const segunda = await desistir(link);
    expect([segunda.statusCode, codigo(segunda)]).toEqual([409, 'RESPUESTA_DOBLE']);
    expect(v.parse(EnlacePostulacionSchema, (await enlace(link, 'desiste')).json()).respondido).toBe(true);

    // Another link for the same process, now withdrawn: said so, nothing recorded.
    const otro = token('desiste', de.invitada);
    expect(codigo(await enlace(otro, 'desiste'))).toBe('POSTULACION_YA_RETIRADA');
    expect(codigo(await desistir(otro))).toBe('POSTULACION_YA_RETIRADA');
    const suya = (await exportadas()).find((p) => p.idPostulacion === de.invitada);
    expect(suya?.respuestasCorreo).toEqual([{ tipo: 'DESISTE', respuesta: 'DESISTE', respondida: expect.any(String) }]);
  });
});
