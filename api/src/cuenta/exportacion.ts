// Everything the portal keeps about a candidate, for GET /api/cuenta/datos (Ley 21.719: access and
// portability). Only the candidate's own rows; files are listed by their metadata (their bytes are in
// storage and the candidate uploaded them).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { alertasExportadas } from '../alertas/alertas';
import { leerCurriculum } from '../curriculum/lectura';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';
import { datosBasicos } from '../registro/datos-basicos';
import { preRegistrosDe } from '../feria/pre-registro';
import { planDe } from '../premium/plan';

const iso = (fecha: Date | string) => new Date(fecha).toISOString();

async function postulaciones(k: Kysely<Database>, idCandidato: number) {
  const filas = await k
    .selectFrom('postulacion as p')
    .innerJoin('oferta as o', 'o.id_oferta', 'p.id_oferta')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .leftJoin('archivo as a', 'a.id_archivo', 'p.id_archivo_curriculum')
    .select(['p.id_postulacion', 'p.id_oferta', 'o.nombre_cargo', 'o.confidencial', 'e.nombre_fantasia', 'p.origen', 'p.creada', 'p.usar_curriculum_perfil', 'p.curriculum_enviado', 'a.nombre_original as curriculum', 'p.retirada'])
    .where('p.id_candidato', '=', idCandidato)
    .orderBy('p.creada')
    .execute();
  if (!filas.length) return [];
  const ids = filas.map((f) => f.id_postulacion);
  const [respuestas, documentos, pasos, preguntas, respuestasCorreo] = await Promise.all([
    k
      .selectFrom('postulacion_respuesta as r')
      .innerJoin('oferta_pregunta as q', 'q.id_pregunta', 'r.id_pregunta')
      .select(['r.id_postulacion', 'q.pregunta', 'r.respuesta'])
      .where('r.id_postulacion', 'in', ids)
      .execute(),
    k
      .selectFrom('postulacion_documento as d')
      .innerJoin('oferta_documento as od', 'od.id_documento', 'd.id_documento')
      .innerJoin('archivo as a', 'a.id_archivo', 'd.id_archivo')
      .select(['d.id_postulacion', 'od.nombre as documento', 'a.nombre_original as archivo', 'a.tipo_mime', 'a.bytes'])
      .where('d.id_postulacion', 'in', ids)
      .execute(),
    k.selectFrom('postulacion_paso').select(['id_postulacion', 'estado', 'fecha']).where('id_postulacion', 'in', ids).orderBy('fecha').execute(),
    k
      .selectFrom('pregunta_reclutador')
      .select(['id_postulacion', 'pregunta', 'enviada', 'respuesta', 'respondida'])
      .where('id_postulacion', 'in', ids)
      .orderBy('enviada')
      .execute(),
    k
      .selectFrom('postulacion_respuesta_correo')
      .select(['id_postulacion', 'tipo', 'valor', 'respondida'])
      .where('id_postulacion', 'in', ids)
      .orderBy('respondida')
      .execute(),
  ]);
  return filas.map((f) => ({
    idPostulacion: f.id_postulacion,
    idOferta: f.id_oferta,
    cargo: f.nombre_cargo,
    empresa: f.confidencial ? EMPRESA_CONFIDENCIAL : f.nombre_fantasia,
    origen: f.origen,
    fecha: iso(f.creada),
    curriculum: f.curriculum ?? (f.usar_curriculum_perfil ? 'Currículum del perfil' : null),
    respuestas: respuestas.filter((r) => r.id_postulacion === f.id_postulacion).map(({ pregunta, respuesta }) => ({ pregunta, respuesta })),
    documentos: documentos
      .filter((d) => d.id_postulacion === f.id_postulacion)
      .map((d) => ({ documento: d.documento, archivo: d.archivo, tipoMime: d.tipo_mime, bytes: d.bytes })),
    curriculumEnviado: (f.curriculum_enviado as Record<string, unknown> | null) ?? null,
    pasos: pasos.filter((p) => p.id_postulacion === f.id_postulacion).map((p) => ({ estado: p.estado, fecha: iso(p.fecha) })),
    retirada: f.retirada ? iso(f.retirada) : null,
    preguntasReclutador: preguntas
      .filter((q) => q.id_postulacion === f.id_postulacion)
      .map((q) => ({ pregunta: q.pregunta, enviada: iso(q.enviada), respuesta: q.respuesta, respondida: q.respondida ? iso(q.respondida) : null })),
    respuestasCorreo: respuestasCorreo
      .filter((r) => r.id_postulacion === f.id_postulacion)
      .map((r) => ({ tipo: r.tipo, respuesta: r.valor, respondida: iso(r.respondida) })),
  }));
}

async function ofertasGuardadas(k: Kysely<Database>, idCandidato: number) {
  const filas = await k
    .selectFrom('oferta_guardada as g')
    .innerJoin('oferta as o', 'o.id_oferta', 'g.id_oferta')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .select(['g.id_oferta', 'o.nombre_cargo', 'o.confidencial', 'e.nombre_fantasia', 'g.creada'])
    .where('g.id_candidato', '=', idCandidato)
    .orderBy('g.creada')
    .execute();
  return filas.map((f) => ({ idOferta: f.id_oferta, cargo: f.nombre_cargo, empresa: f.confidencial ? EMPRESA_CONFIDENCIAL : f.nombre_fantasia, guardada: iso(f.creada) }));
}

/** The companies the candidate left their CV with (DEJAR_CV). */
const cvDejados = (k: Kysely<Database>, idCandidato: number) =>
  k
    .selectFrom('cv_dejado as c')
    .innerJoin('empresa as e', 'e.id_empresa', 'c.id_empresa')
    .select(['e.nombre_fantasia', 'c.dejado'])
    .where('c.id_candidato', '=', idCandidato)
    .orderBy('c.dejado')
    .execute()
    .then((filas) => filas.map((f) => ({ empresa: f.nombre_fantasia, dejado: iso(f.dejado) })));

/** The fairs the candidate pre-registered for. */
const ferias = (k: Kysely<Database>, idCandidato: number) =>
  preRegistrosDe(k, idCandidato).then((lista) => lista.map((p) => ({ feria: p.nombreFeria, preinscrito: p.fecha })));

/** The full salary reports the candidate asked for (INFORME_SUELDO), with the portal each was asked on. */
const informesSueldo = (k: Kysely<Database>, idCandidato: number) =>
  k
    .selectFrom('informe_sueldo as i')
    .innerJoin('dominio as d', 'd.id_dominio', 'i.id_dominio')
    .select(['i.cargo', 'd.nombre as portal', 'i.pedido'])
    .where('i.id_candidato', '=', idCandidato)
    .orderBy('i.pedido')
    .execute()
    .then((filas) => filas.map((f) => ({ cargo: f.cargo, portal: f.portal, pedido: iso(f.pedido) })));

/** The answers given through the links of alert e-mails ("¿te sirvió?", "¿sigues buscando?"). */
const respuestasAlertas = (k: Kysely<Database>, idCandidato: number) =>
  k
    .selectFrom('alerta_respuesta as r')
    .innerJoin('alerta as a', 'a.id_alerta', 'r.id_alerta')
    .select(['a.nombre', 'r.tipo', 'r.valor', 'r.respondida'])
    .where('r.id_candidato', '=', idCandidato)
    .orderBy('r.respondida')
    .execute()
    .then((filas) => filas.map((f) => ({ alerta: f.nombre, tipo: f.tipo, respuesta: f.valor, respondida: iso(f.respondida) })));

/** The areas and regions the candidate prefers (/recomendadas). */
const preferencias = (k: Kysely<Database>, idCandidato: number) =>
  k
    .selectFrom('candidato_preferencia as p')
    .innerJoin('region as r', 'r.id_region', 'p.id_region')
    .select(['p.nombre_area', 'r.nombre as region'])
    .where('p.id_candidato', '=', idCandidato)
    .orderBy('p.nombre_area')
    .orderBy('r.nombre')
    .execute()
    .then((filas) => filas.map((f) => ({ area: f.nombre_area, region: f.region })));

const consentimientos = (k: Kysely<Database>, idCandidato: number) =>
  k
    .selectFrom('consentimiento')
    .select(['version', 'aceptado'])
    .where('id_candidato', '=', idCandidato)
    .orderBy('aceptado')
    .execute()
    .then((filas) => filas.map((f) => ({ version: f.version, aceptado: iso(f.aceptado) })));

export async function exportarDatos(k: Kysely<Database>, idCandidato: number) {
  const [datos, curriculum, suyas, guardadas, alertas, respuestas, dejados, preinscritas, informes, preferidas, aceptados, plan] = await Promise.all([
    datosBasicos(k, idCandidato),
    leerCurriculum(k, idCandidato),
    postulaciones(k, idCandidato),
    ofertasGuardadas(k, idCandidato),
    alertasExportadas(k, idCandidato),
    respuestasAlertas(k, idCandidato),
    cvDejados(k, idCandidato),
    ferias(k, idCandidato),
    informesSueldo(k, idCandidato),
    preferencias(k, idCandidato),
    consentimientos(k, idCandidato),
    planDe(k, idCandidato),
  ]);
  return {
    generado: new Date().toISOString(),
    perfil: datos,
    curriculum,
    postulaciones: suyas,
    ofertasGuardadas: guardadas,
    alertas,
    respuestasAlertas: respuestas,
    cvDejados: dejados,
    ferias: preinscritas,
    informesSueldo: informes,
    preferencias: preferidas,
    consentimientos: aceptados,
    planPremium: plan,
  };
}
