// What an alert searches for, in words, for its list, its e-mails and the account export:
// «vendedor» en Región Metropolitana de Santiago, jornada completa.
import { sql, type Kysely } from 'kysely';
import type { ParametrosAlerta } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { ids, nombres } from '../busqueda/parametros';

const JORNADA: Record<string, string> = { COMPLETA: 'jornada completa', PARCIAL: 'jornada parcial', TURNOS: 'por turnos', FINES_DE_SEMANA: 'fines de semana' };
const GRADO: Record<string, string> = { BASICA: 'educación básica', MEDIA: 'educación media', TECNICO: 'educación técnica', UNIVERSITARIO: 'educación universitaria', POSTGRADO: 'postgrado' };
const CURRICULUM: Record<string, string> = { NORMAL: 'con currículum del portal', NORMAL_ARCHIVO: 'con currículum del portal o archivo', ARCHIVO: 'con currículum en archivo' };
const pesos = (n: number) => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }).format(n);

/** "a, b y c". */
function enumerar(partes: string[]): string {
  return partes.length < 2 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}`;
}

/** Names of the ids an alert filters by (reference tables, so a plain IN list). */
function nombresPorId(k: Kysely<Database>, tabla: string, columna: string, nombre: string, valores: number[] | undefined): Promise<string[]> {
  if (!valores?.length) return Promise.resolve([]);
  return sql<{ nombre: string }>`SELECT ${sql.ref(nombre)} AS nombre FROM ${sql.table(tabla)} WHERE ${sql.ref(columna)} IN (${sql.join(valores)}) ORDER BY 1`
    .execute(k)
    .then(({ rows }) => rows.map((f) => f.nombre));
}

async function nombresDe(k: Kysely<Database>, p: ParametrosAlerta) {
  const [regiones, comunas, empresas, categorias, canales] = await Promise.all([
    nombresPorId(k, 'region', 'id_region', 'nombre', ids(p.region)),
    nombresPorId(k, 'comuna', 'id_comuna', 'nombre', ids(p.comuna)),
    nombresPorId(k, 'empresa', 'id_empresa', 'nombre_fantasia', ids(p.idEmpresas)),
    nombresPorId(k, 'categoria', 'id_categoria', 'nombre', ids(p.idCategorias)),
    nombresPorId(k, 'canal', 'id_canal', 'nombre', ids(p.idCanales)),
  ]);
  return { regiones, comunas, empresas, categorias, canales };
}

function experiencia(p: ParametrosAlerta): string | undefined {
  const anios = (n: number) => `${n} ${n === 1 ? 'año' : 'años'}`;
  const { aniosExperiencia: n, aniosExpDesde: desde, aniosExpHasta: hasta } = p;
  const operador = p.operadorExp ?? (n !== undefined ? 'IGUAL' : desde !== undefined || hasta !== undefined ? 'ENTRE' : undefined);
  if (operador === 'IGUAL' && n !== undefined) return `${anios(n)} de experiencia`;
  if (operador === 'MAYOR_IGUAL' && n !== undefined) return `${anios(n)} o más de experiencia`;
  if (operador === 'MENOR_IGUAL' && n !== undefined) return `hasta ${anios(n)} de experiencia`;
  if (operador === 'ENTRE' && desde !== undefined && hasta !== undefined) return `entre ${desde} y ${anios(hasta)} de experiencia`;
  if (operador === 'ENTRE' && desde !== undefined) return `${anios(desde)} o más de experiencia`;
  if (operador === 'ENTRE' && hasta !== undefined) return `hasta ${anios(hasta)} de experiencia`;
  return undefined;
}

export async function describirAlerta(k: Kysely<Database>, p: ParametrosAlerta): Promise<string> {
  const n = await nombresDe(k, p);
  const lugares = [...n.comunas, ...n.regiones, ...[p.nombreRegion, p.ubicacion].filter((x): x is string => Boolean(x?.trim()))];
  const sueldo =
    p.sueldoDesde !== undefined && p.sueldoHasta !== undefined
      ? `sueldo entre ${pesos(p.sueldoDesde)} y ${pesos(p.sueldoHasta)}`
      : p.sueldoDesde !== undefined
        ? `sueldo desde ${pesos(p.sueldoDesde)}`
        : p.sueldoHasta !== undefined && `sueldo bajo ${pesos(p.sueldoHasta)}`;
  const detalles = [
    nombres(p.nombreArea) && `área ${enumerar(nombres(p.nombreArea)!)}`,
    nombres(p.nombreTipoCargo) && enumerar(nombres(p.nombreTipoCargo)!).toLowerCase(),
    nombres(p.jornadas) && enumerar(nombres(p.jornadas)!.map((j) => JORNADA[j] ?? j)),
    nombres(p.carreras) && `carrera ${enumerar(nombres(p.carreras)!)}`,
    n.categorias.length && `categoría ${enumerar(n.categorias)}`,
    n.empresas.length && `en ${enumerar(n.empresas)}`,
    n.canales.length && `canal ${enumerar(n.canales)}`,
    experiencia(p),
    p.gradoEscolar && GRADO[p.gradoEscolar],
    sueldo,
    p.tipoCurriculumAceptado && CURRICULUM[p.tipoCurriculumAceptado],
    p.esInclusivo === true && 'inclusivas (Ley 21.015)',
    p.ofertaConfidencial === true && 'confidenciales',
  ].filter((x): x is string => typeof x === 'string' && x !== '');
  const palabra = p.palabraClave?.trim();
  const inicio = `${palabra ? `«${palabra}»` : 'Todas las ofertas'}${lugares.length ? ` en ${enumerar(lugares)}` : ''}`;
  return [inicio, ...detalles].join(', ');
}
