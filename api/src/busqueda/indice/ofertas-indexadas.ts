// The searchable copy of the active offers: one typed array per filter column, offers at positions in the
// default order (newest first, then highest id), the lexemes of their search documents in a Lexico, and
// the memberships a search filters by (channels, categories, a fair's companies).
import type { Consultas } from '../../db/db';
import { TRAMOS_SUELDO } from '../facetas';
import { Lexico } from './lexico';
import { lexemasDeTsvector } from './tsvector';

/** Small sets of texts (areas, job types, working hours…) stored as codes. */
export class Diccionario {
  private readonly codigos = new Map<string, number>();
  /** The text of each code. */
  readonly valores: string[] = [];
  codigo(valor: string): number {
    let codigo = this.codigos.get(valor);
    if (codigo === undefined) {
      this.codigos.set(valor, (codigo = this.valores.length));
      this.valores.push(valor);
    }
    return codigo;
  }
  /** The code of a value, undefined when no offer has it. */
  codigoDe(valor: string): number | undefined {
    return this.codigos.get(valor);
  }
  /** The codes of the values that exist (an unknown value matches nothing). */
  codigosDe(valores: readonly string[]): Set<number> {
    return new Set(valores.flatMap((valor) => (this.codigos.has(valor) ? [this.codigos.get(valor)!] : [])));
  }
}

interface FilaOferta {
  id: number;
  fecha: number;
  expira: number;
  cargo: string;
  moneda: string;
  /** The description's first 161 characters: enough for the 160-character extract of a result. */
  inicio: string;
  empresa: number;
  comuna: number;
  confidencial: boolean;
  mostrar_sueldo: boolean;
  sueldo: number | null;
  anios: number;
  jornada: string;
  grado: string;
  inclusivo: boolean;
  curriculum: string;
  area: string;
  tipo_cargo: string;
  carreras: string[];
  busqueda: string;
}

export interface OfertasIndexadas {
  cantidad: number;
  idOferta: Int32Array;
  /** Milliseconds since the epoch. */
  fecha: Float64Array;
  fechaExpiracion: Float64Array;
  /** What a result shows besides the columns below (resumen.ts). */
  nombreCargo: string[];
  nombreMoneda: Uint16Array;
  inicioDescripcion: string[];
  idEmpresa: Int32Array;
  idComuna: Int32Array;
  confidencial: Uint8Array;
  mostrarSueldo: Uint8Array;
  /** -1 when the offer has none. */
  sueldo: Float64Array;
  /** The bucket of TRAMOS_SUELDO its visible salary falls in; -1 when the salary is hidden or missing. */
  tramoSueldo: Int8Array;
  aniosExperiencia: Int16Array;
  esInclusivo: Uint8Array;
  jornada: Uint16Array;
  gradoEscolar: Uint16Array;
  tipoCurriculum: Uint16Array;
  area: Uint16Array;
  tipoCargo: Uint16Array;
  carreras: number[][];
  textos: Diccionario;
  lexico: Lexico;
  /** Positions of the offers of each channel, category, and companies of each fair portal. */
  porCanal: Map<number, number[]>;
  porCategoria: Map<number, number[]>;
  empresasDeFeria: Map<number, Set<number>>;
  /** Names for results and the filter options (catalogo.ts). */
  empresas: Map<number, { nombre: string; urlLogo: string | null }>;
  numeroDeRegion: Map<number, string>;
  categorias: { idCategoria: number; nombre: string; slug: string }[];
}

function agrupar(filas: { clave: number; id: number }[], posiciones: Map<number, number>): Map<number, number[]> {
  const grupos = new Map<number, number[]>();
  for (const { clave, id } of filas) {
    const posicion = posiciones.get(id);
    if (posicion === undefined) continue;
    if (!grupos.has(clave)) grupos.set(clave, []);
    grupos.get(clave)!.push(posicion);
  }
  return grupos;
}

export async function cargarOfertas(db: Consultas): Promise<OfertasIndexadas> {
  const [{ rows }, canales, categorias, ferias, empresas, regiones, nombresDeCategoria] = await Promise.all([
    db.query<FilaOferta>(
      `SELECT id_oferta AS id, extract(epoch FROM fecha_publicacion)::float8 * 1000 AS fecha,
              extract(epoch FROM fecha_expiracion)::float8 * 1000 AS expira, nombre_cargo AS cargo, nombre_moneda AS moneda,
              left(descripcion_texto, 161) AS inicio, id_empresa AS empresa,
              id_comuna AS comuna, confidencial, mostrar_sueldo, sueldo, anios_experiencia AS anios, jornada,
              grado_escolar AS grado, es_inclusivo AS inclusivo, tipo_curriculum_aceptado AS curriculum,
              nombre_area AS area, nombre_tipo_cargo AS tipo_cargo, carreras, busqueda::text AS busqueda
         FROM oferta WHERE estado = 'ACTIVA'
        ORDER BY fecha_publicacion DESC, id_oferta DESC`,
    ),
    db.query<{ clave: number; id: number }>('SELECT id_canal AS clave, id_oferta AS id FROM oferta_canal'),
    db.query<{ clave: number; id: number }>('SELECT id_categoria AS clave, id_oferta AS id FROM oferta_categoria'),
    db.query<{ dominio: number; empresa: number }>('SELECT id_dominio AS dominio, id_empresa AS empresa FROM feria_empresa'),
    db.query<{ id: number; nombre: string; logo: string | null }>('SELECT id_empresa AS id, nombre_fantasia AS nombre, url_logo AS logo FROM empresa'),
    db.query<{ id: number; numero: string }>('SELECT id_region AS id, numero FROM region'),
    db.query<{ idCategoria: number; nombre: string; slug: string }>(
      'SELECT id_categoria AS "idCategoria", nombre, slug FROM categoria ORDER BY id_categoria',
    ),
  ]);
  const n = rows.length;
  const textos = new Diccionario();
  const columna = <A extends Int32Array | Float64Array | Uint8Array | Uint16Array | Int16Array | Int8Array>(
    Tipo: new (n: number) => A,
    valor: (fila: FilaOferta) => number,
  ): A => {
    const arreglo = new Tipo(n);
    rows.forEach((fila, i) => (arreglo[i] = valor(fila)));
    return arreglo;
  };
  const posiciones = new Map(rows.map((fila, i) => [fila.id, i]));
  const empresasDeFeria = new Map<number, Set<number>>();
  for (const { dominio, empresa } of ferias.rows) {
    if (!empresasDeFeria.has(dominio)) empresasDeFeria.set(dominio, new Set());
    empresasDeFeria.get(dominio)!.add(empresa);
  }
  return {
    cantidad: n,
    idOferta: columna(Int32Array, (f) => f.id),
    fecha: columna(Float64Array, (f) => Number(f.fecha)),
    fechaExpiracion: columna(Float64Array, (f) => Number(f.expira)),
    nombreCargo: rows.map((f) => f.cargo),
    nombreMoneda: columna(Uint16Array, (f) => textos.codigo(f.moneda)),
    inicioDescripcion: rows.map((f) => f.inicio),
    idEmpresa: columna(Int32Array, (f) => f.empresa),
    idComuna: columna(Int32Array, (f) => f.comuna),
    confidencial: columna(Uint8Array, (f) => Number(f.confidencial)),
    mostrarSueldo: columna(Uint8Array, (f) => Number(f.mostrar_sueldo)),
    sueldo: columna(Float64Array, (f) => (f.sueldo === null ? -1 : Number(f.sueldo))),
    tramoSueldo: columna(Int8Array, (f) =>
      f.mostrar_sueldo && f.sueldo !== null
        ? TRAMOS_SUELDO.findIndex(({ desde, hasta }) => Number(f.sueldo) >= desde && (hasta === null || Number(f.sueldo) < hasta))
        : -1,
    ),
    aniosExperiencia: columna(Int16Array, (f) => f.anios),
    esInclusivo: columna(Uint8Array, (f) => Number(f.inclusivo)),
    jornada: columna(Uint16Array, (f) => textos.codigo(f.jornada)),
    gradoEscolar: columna(Uint16Array, (f) => textos.codigo(f.grado)),
    tipoCurriculum: columna(Uint16Array, (f) => textos.codigo(f.curriculum)),
    area: columna(Uint16Array, (f) => textos.codigo(f.area)),
    tipoCargo: columna(Uint16Array, (f) => textos.codigo(f.tipo_cargo)),
    carreras: rows.map((f) => f.carreras.map((carrera) => textos.codigo(carrera))),
    textos,
    lexico: new Lexico(rows.map((f) => lexemasDeTsvector(f.busqueda ?? ''))),
    porCanal: agrupar(canales.rows, posiciones),
    porCategoria: agrupar(categorias.rows, posiciones),
    empresasDeFeria,
    empresas: new Map(empresas.rows.map((e) => [e.id, { nombre: e.nombre, urlLogo: e.logo }])),
    numeroDeRegion: new Map(regiones.rows.map((r) => [r.id, r.numero])),
    categorias: nombresDeCategoria.rows,
  };
}
