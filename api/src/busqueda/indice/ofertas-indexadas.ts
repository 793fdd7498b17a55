// The searchable copy of the live offers: one typed array per filter column, offers at positions in the
// default order (newest first, then highest id), the lexemes of their search documents in a Lexico, and
// the memberships a search filters by (channels, categories, a fair's companies). Loaded whole here;
// kept up to date offer by offer by cambios.ts.
import { admitePostulacionRapida, type TIPOS_CURRICULUM } from '@portal/shared/contract';
import type { Consultas } from '../../db/db';
import { TRAMOS_SUELDO } from '../facetas';
import { Lexico } from './lexico';
import type { Movimiento } from './movimiento';
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

/** What the copy keeps of one live offer: a row of the offers query (leerOfertas). */
export interface FilaOferta {
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
  curriculum: (typeof TIPOS_CURRICULUM)[number];
  area: string;
  tipo_cargo: string;
  carreras: string[];
  busqueda: string;
  /** What quick apply needs to know (admitePostulacionRapida). */
  link: string | null;
  valida_institucion: boolean;
  preguntas: number;
  documentos: number;
  instituciones: number;
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
  /** 1 when the offer takes quick apply (the result card's mark). */
  postulacionRapida: Uint8Array;
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


type Tipada = Int32Array | Float64Array | Uint8Array | Uint16Array | Int16Array | Int8Array;
type ClaveTipada = { [K in keyof OfertasIndexadas]: OfertasIndexadas[K] extends Tipada ? K : never }[keyof OfertasIndexadas];
type ClaveLista = 'nombreCargo' | 'inicioDescripcion' | 'carreras';

function admiteRapida(f: FilaOferta): number {
  const { preguntas, documentos, instituciones, valida_institucion, link, curriculum } = f;
  return Number(
    admitePostulacionRapida({
      preguntas,
      documentosRequeridos: documentos,
      instituciones,
      postulacionValidaInstitucion: valida_institucion,
      linkPostulacionExterno: link,
      tipoCurriculumAceptado: curriculum,
    }),
  );
}

function tramoDeSueldo(f: FilaOferta): number {
  if (!f.mostrar_sueldo || f.sueldo === null) return -1;
  const sueldo = Number(f.sueldo);
  return TRAMOS_SUELDO.findIndex(({ desde, hasta }) => sueldo >= desde && (hasta === null || sueldo < hasta));
}

/** Makes one column from its key and the value each row gives it. */
interface Hacedor {
  tipada<K extends ClaveTipada>(clave: K, Tipo: new (n: number) => OfertasIndexadas[K], valor: (fila: FilaOferta) => number): OfertasIndexadas[K];
  lista<K extends ClaveLista>(clave: K, valor: (fila: FilaOferta) => OfertasIndexadas[K][number]): OfertasIndexadas[K];
}

/** Every per-offer column: one list for the full load and for changes, so a column added is kept up to date by both. */
function columnas({ tipada, lista }: Hacedor, textos: Diccionario) {
  return {
    idOferta: tipada('idOferta', Int32Array, (f) => f.id),
    fecha: tipada('fecha', Float64Array, (f) => Number(f.fecha)),
    fechaExpiracion: tipada('fechaExpiracion', Float64Array, (f) => Number(f.expira)),
    nombreCargo: lista('nombreCargo', (f) => f.cargo),
    nombreMoneda: tipada('nombreMoneda', Uint16Array, (f) => textos.codigo(f.moneda)),
    inicioDescripcion: lista('inicioDescripcion', (f) => f.inicio),
    idEmpresa: tipada('idEmpresa', Int32Array, (f) => f.empresa),
    idComuna: tipada('idComuna', Int32Array, (f) => f.comuna),
    confidencial: tipada('confidencial', Uint8Array, (f) => Number(f.confidencial)),
    mostrarSueldo: tipada('mostrarSueldo', Uint8Array, (f) => Number(f.mostrar_sueldo)),
    sueldo: tipada('sueldo', Float64Array, (f) => (f.sueldo === null ? -1 : Number(f.sueldo))),
    tramoSueldo: tipada('tramoSueldo', Int8Array, tramoDeSueldo),
    aniosExperiencia: tipada('aniosExperiencia', Int16Array, (f) => f.anios),
    esInclusivo: tipada('esInclusivo', Uint8Array, (f) => Number(f.inclusivo)),
    jornada: tipada('jornada', Uint16Array, (f) => textos.codigo(f.jornada)),
    gradoEscolar: tipada('gradoEscolar', Uint16Array, (f) => textos.codigo(f.grado)),
    tipoCurriculum: tipada('tipoCurriculum', Uint16Array, (f) => textos.codigo(f.curriculum)),
    area: tipada('area', Uint16Array, (f) => textos.codigo(f.area)),
    tipoCargo: tipada('tipoCargo', Uint16Array, (f) => textos.codigo(f.tipo_cargo)),
    postulacionRapida: tipada('postulacionRapida', Uint8Array, admiteRapida),
    carreras: lista('carreras', (f) => f.carreras.map((carrera) => textos.codigo(carrera))),
  };
}

/**
 * One string for each distinct text: every row read brings its own copy, and a title is shared by hundreds of
 * offers (at 50,000 offers the search thread held 10 MB of repeated strings, issue 27). Only for one load: a
 * table kept for changes would hold every title ever seen.
 */
function sinRepetir<T>(valor: T, unicos: Map<string, string>): T {
  if (typeof valor !== 'string') return valor;
  const unico = unicos.get(valor);
  if (unico !== undefined) return unico as T;
  unicos.set(valor, valor);
  return valor;
}

/** The columns of `filas`, in their order. */
function columnasDe(filas: readonly FilaOferta[], textos: Diccionario) {
  return columnas(
    {
      tipada: (_, Tipo, valor) => {
        const columna = new Tipo(filas.length) as Tipada;
        filas.forEach((fila, i) => (columna[i] = valor(fila)));
        return columna as never;
      },
      lista: (_, valor) => {
        const unicos = new Map<string, string>();
        return filas.map((fila) => sinRepetir(valor(fila), unicos)) as never;
      },
    },
    textos,
  );
}

/** The columns of `anterior` moved in place by `movimiento`, `filas[j]` (read anew) at `movimiento.entran[j]`. */
export function columnasMovidas(anterior: OfertasIndexadas, movimiento: Movimiento, filas: readonly FilaOferta[]) {
  return columnas(
    {
      tipada: (clave, _, valor) => movimiento.tipada(anterior[clave] as Tipada, (j) => valor(filas[j]!)) as never,
      lista: (clave, valor) => movimiento.lista(anterior[clave] as unknown[], (j) => valor(filas[j]!)) as never,
    },
    anterior.textos,
  );
}

/** An offer's channel or category. */
export interface Pertenencia {
  clave: number;
  id: number;
}

/** Live offers (newest first) with their channels and categories. */
export interface OfertasLeidas {
  filas: FilaOferta[];
  canales: Pertenencia[];
  categorias: Pertenencia[];
}

/** What the copy reads whole from small tables: re-read when any of them changes. */
export type Catalogos = Pick<OfertasIndexadas, 'empresasDeFeria' | 'empresas' | 'numeroDeRegion' | 'categorias'>;

// An offer is live while ACTIVA and before its expiry: it expires by date with no write at all, and then
// the thread drops it from its copy (indice-vigente.ts), so a fresh copy must not hold it either.
const VIVA = `estado = 'ACTIVA' AND fecha_expiracion > now()`;

/** Every live offer, or only those of `ids` that are live (with their memberships, live or not). */
export async function leerOfertas(db: Consultas, ids?: readonly number[]): Promise<OfertasLeidas> {
  const solo = ids ? 'WHERE id_oferta = ANY($1::int[])' : '';
  const params = ids ? [ids] : [];
  const [{ rows: filas }, canales, categorias] = await Promise.all([
    db.query<FilaOferta>(
      `SELECT id_oferta AS id, extract(epoch FROM fecha_publicacion)::float8 * 1000 AS fecha,
              extract(epoch FROM fecha_expiracion)::float8 * 1000 AS expira, nombre_cargo AS cargo, nombre_moneda AS moneda,
              left(descripcion_texto, 161) AS inicio, id_empresa AS empresa,
              id_comuna AS comuna, confidencial, mostrar_sueldo, sueldo, anios_experiencia AS anios, jornada,
              grado_escolar AS grado, es_inclusivo AS inclusivo, tipo_curriculum_aceptado AS curriculum,
              nombre_area AS area, nombre_tipo_cargo AS tipo_cargo, carreras, busqueda::text AS busqueda,
              link_postulacion_externo AS link, postulacion_valida_institucion AS valida_institucion,
              (SELECT count(*)::int FROM oferta_pregunta p WHERE p.id_oferta = oferta.id_oferta) AS preguntas,
              (SELECT count(*)::int FROM oferta_documento d WHERE d.id_oferta = oferta.id_oferta) AS documentos,
              (SELECT count(*)::int FROM oferta_institucion i WHERE i.id_oferta = oferta.id_oferta) AS instituciones
         FROM oferta WHERE ${VIVA} ${ids ? 'AND id_oferta = ANY($1::int[])' : ''}
        ORDER BY fecha_publicacion DESC, id_oferta DESC`,
      params,
    ),
    db.query<Pertenencia>(`SELECT id_canal AS clave, id_oferta AS id FROM oferta_canal ${solo}`, params),
    db.query<Pertenencia>(`SELECT id_categoria AS clave, id_oferta AS id FROM oferta_categoria ${solo}`, params),
  ]);
  return { filas, canales: canales.rows, categorias: categorias.rows };
}

export async function leerCatalogos(db: Consultas): Promise<Catalogos> {
  const [ferias, empresas, regiones, categorias] = await Promise.all([
    db.query<{ dominio: number; empresa: number }>('SELECT id_dominio AS dominio, id_empresa AS empresa FROM feria_empresa'),
    db.query<{ id: number; nombre: string; logo: string | null }>('SELECT id_empresa AS id, nombre_fantasia AS nombre, url_logo AS logo FROM empresa'),
    db.query<{ id: number; numero: string }>('SELECT id_region AS id, numero FROM region'),
    db.query<{ idCategoria: number; nombre: string; slug: string }>(
      'SELECT id_categoria AS "idCategoria", nombre, slug FROM categoria ORDER BY id_categoria',
    ),
  ]);
  const empresasDeFeria = new Map<number, Set<number>>();
  for (const { dominio, empresa } of ferias.rows) {
    if (!empresasDeFeria.has(dominio)) empresasDeFeria.set(dominio, new Set());
    empresasDeFeria.get(dominio)!.add(empresa);
  }
  return {
    empresasDeFeria,
    empresas: new Map(empresas.rows.map((e) => [e.id, { nombre: e.nombre, urlLogo: e.logo }])),
    numeroDeRegion: new Map(regiones.rows.map((r) => [r.id, r.numero])),
    categorias: categorias.rows,
  };
}

/** Positions of the offers of each key (channel, category); memberships of offers not in the copy are left out. */
export function agrupar(filas: readonly Pertenencia[], posiciones: ReadonlyMap<number, number>, grupos = new Map<number, number[]>()): Map<number, number[]> {
  for (const { clave, id } of filas) {
    const posicion = posiciones.get(id);
    if (posicion === undefined) continue;
    if (!grupos.has(clave)) grupos.set(clave, []);
    grupos.get(clave)!.push(posicion);
  }
  return grupos;
}

/** The copy of `leidas`, whose rows are in the default order (`lexico`: of those rows, when built already). */
export function construirCopia(
  { filas, canales, categorias }: OfertasLeidas,
  catalogos: Catalogos,
  lexico = new Lexico(filas.map((f) => lexemasDeTsvector(f.busqueda ?? ''))),
): OfertasIndexadas {
  const textos = new Diccionario();
  const posiciones = new Map(filas.map((fila, i) => [fila.id, i]));
  return {
    cantidad: filas.length,
    ...columnasDe(filas, textos),
    textos,
    lexico,
    porCanal: agrupar(canales, posiciones),
    porCategoria: agrupar(categorias, posiciones),
    ...catalogos,
  };
}

export async function cargarOfertas(db: Consultas): Promise<OfertasIndexadas> {
  const [leidas, catalogos] = await Promise.all([leerOfertas(db), leerCatalogos(db)]);
  // The documents are read into the lexicon as they are parsed (the slowest part of a load), in parts; each
  // row's text is let go once read, so all of them are never held at once.
  const documentos = function* () {
    for (const fila of leidas.filas) {
      yield lexemasDeTsvector(fila.busqueda ?? '');
      fila.busqueda = '';
    }
  };
  return construirCopia(leidas, catalogos, await Lexico.enPartes(documentos(), leidas.filas.length));
}
