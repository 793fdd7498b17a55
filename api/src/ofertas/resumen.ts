// The columns and the mapping shared by search results and the offer page (OfertaResumen in the contract).
import { admitePostulacionRapida } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { logoDibujado } from '../logos/logo';

export const EMPRESA_CONFIDENCIAL = 'Empresa confidencial';
const LARGO_EXTRACTO = 160;

/** Offers joined with company and place; `o` is the offer alias. */
export function ofertasConEmpresa(k: Kysely<Database>) {
  return k
    .selectFrom('oferta as o')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
    .innerJoin('region as r', 'r.id_region', 'c.id_region')
    .select([
      'o.id_oferta',
      'o.id_empresa',
      'o.nombre_cargo',
      'o.id_comuna',
      'o.confidencial',
      'e.nombre_fantasia',
      'e.url_logo',
      'c.nombre as nombre_comuna',
      'r.nombre as nombre_region',
      'o.nombre_area',
      'o.nombre_tipo_cargo',
      'o.jornada',
      'o.fecha_publicacion',
      'o.fecha_expiracion',
      'o.mostrar_sueldo',
      'o.sueldo',
      'o.nombre_moneda',
      'o.descripcion_texto',
      'o.link_postulacion_externo',
      'o.tipo_curriculum_aceptado',
      'o.postulacion_valida_institucion',
      // What quick apply needs to know of the offer's lists (admitePostulacionRapida): each an index lookup.
      sql<number>`(SELECT count(*)::int FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)`.as('cantidad_preguntas'),
      sql<number>`(SELECT count(*)::int FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)`.as('cantidad_documentos'),
      sql<number>`(SELECT count(*)::int FROM oferta_institucion i WHERE i.id_oferta = o.id_oferta)`.as('cantidad_instituciones'),
    ]);
}

/** A row of ofertasConEmpresa. */
export type FilaOfertaConEmpresa = Awaited<ReturnType<ReturnType<typeof ofertasConEmpresa>['executeTakeFirstOrThrow']>>;
type Exigencias = 'link_postulacion_externo' | 'tipo_curriculum_aceptado' | 'postulacion_valida_institucion' | 'cantidad_preguntas' | 'cantidad_documentos' | 'cantidad_instituciones';
/** What a summary shows of the row; whether it takes quick apply comes apart (the search copy keeps only that). */
export type FilaResumen = Omit<FilaOfertaConEmpresa, Exigencias>;

function fechaCorta(fecha: Date | string): string {
  return new Date(fecha).toISOString().slice(0, 10);
}

function extracto(texto: string): string {
  if (texto.length <= LARGO_EXTRACTO) return texto;
  return `${texto.slice(0, LARGO_EXTRACTO).replace(/\s+\S*$/, '')}…`;
}

/** The summary of a row of ofertasConEmpresa. */
export function aResumen(fila: FilaOfertaConEmpresa, guardada = false) {
  const postulacionRapida = admitePostulacionRapida({
    preguntas: fila.cantidad_preguntas,
    documentosRequeridos: fila.cantidad_documentos,
    instituciones: fila.cantidad_instituciones,
    postulacionValidaInstitucion: fila.postulacion_valida_institucion,
    linkPostulacionExterno: fila.link_postulacion_externo,
    tipoCurriculumAceptado: fila.tipo_curriculum_aceptado,
  });
  return resumenDe(fila, postulacionRapida, guardada);
}

/** A confidential offer hides its company (name, logo and id). */
export function resumenDe(fila: FilaResumen, postulacionRapida: boolean, guardada = false) {
  return {
    idOferta: fila.id_oferta,
    idEmpresa: fila.confidencial ? 0 : fila.id_empresa,
    nombreCargo: fila.nombre_cargo,
    nombreEmpresaFantasia: fila.confidencial ? EMPRESA_CONFIDENCIAL : fila.nombre_fantasia,
    urlLogo: fila.confidencial ? null : fila.url_logo,
    logoDibujado: fila.confidencial ? null : logoDibujado(fila.id_empresa, fila.nombre_fantasia, fila.url_logo),
    ubicacion: { nombreComuna: fila.nombre_comuna, nombreRegion: fila.nombre_region },
    nombreArea: fila.nombre_area,
    nombreTipoCargo: fila.nombre_tipo_cargo,
    jornada: fila.jornada,
    fechaPublicacionFormatoIngles: fechaCorta(fila.fecha_publicacion),
    fechaExpiracionFormatoIngles: fechaCorta(fila.fecha_expiracion),
    mostrarSueldo: fila.mostrar_sueldo,
    sueldo: fila.mostrar_sueldo ? fila.sueldo : null,
    nombreMoneda: fila.nombre_moneda,
    extracto: extracto(fila.descripcion_texto),
    guardada,
    postulacionRapida,
  };
}
