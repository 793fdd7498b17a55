// Where a search spends its time in the search thread's copy, phase by phase, at a given size (issue 26):
// the seed's generator makes the offers (its titles, places, salaries), their search documents are made here
// with a crude stemmer (a word's first 6 letters; title A, place B, description C) instead of PostgreSQL's, so
// it needs no database; then each kind of search of bench:busqueda runs many times and prints the median and
// p99 of each phase: matching (keyword and filters), order, page summaries, facet counts; and the time to apply
// each kind of write of bench:busqueda to the copy (what the thread does before a search after each write) and
// the suggestion after it.
//   tsx bench/fases-busqueda.ts [--ofertas 200000] [--vueltas 30]
import { parseArgs } from 'node:util';
import { REGISTROS_POR_PAGINA } from '@portal/shared/contract';
import { conteosDeFacetas } from '../src/busqueda/conteos';
import { prepararCuentas } from '../src/busqueda/cuentas';
import { aplicarCambios } from '../src/busqueda/indice/cambios';
import { vocabularioDe } from '../src/busqueda/indice/vocabulario';
import { buscarCoincidencias, type Filtros } from '../src/busqueda/indice/coincidencias';
import { construirCopia, type FilaOferta } from '../src/busqueda/indice/ofertas-indexadas';
import { analizarConsulta } from '../src/busqueda/indice/relevancia';
import { resumen } from '../src/busqueda/indice/resumenes';
import type { Lugar } from '../src/busqueda/lugares';
import { ordenar } from '../src/busqueda/orden';
import { normalizar, palabrasDe, unidadesDe, type Unidad } from '../src/busqueda/palabra-clave';
import { sugerir } from '../src/busqueda/sugerencias/sugerencias';
import { REGIONES } from '../src/db/seed/chile';
import { generarEmpresas } from '../src/db/seed/empresas';
import { generarOfertas } from '../src/db/seed/ofertas';
import { Prng } from '../src/db/seed/prng';
import type { Portal } from '../src/portal/portal';

const { values } = parseArgs({ options: { ofertas: { type: 'string', default: '200000' }, vueltas: { type: 'string', default: '30' } } });
const VACIAS = new Set(['de', 'la', 'el', 'en', 'y', 'a', 'los', 'las', 'del', 'para', 'con', 'por', 'su', 'se', 'al', 'un', 'una']);
const lexema = (palabra: string) => normalizar(palabra).slice(0, 6);
const palabras = (texto: string) => (normalizar(texto).match(/[\p{L}\p{N}]+/gu) ?? []).filter((p) => !VACIAS.has(p));

function tsvector(partes: [texto: string, peso: string][]): string {
  const pesos = new Map<string, Set<string>>();
  for (const [texto, peso] of partes) for (const p of palabras(texto)) (pesos.get(lexema(p)) ?? pesos.set(lexema(p), new Set()).get(lexema(p))!).add(peso);
  return [...pesos].map(([l, ps], i) => `'${l}':${[...ps].map((peso) => `${i + 1}${peso}`).join(',')}`).join(' ');
}

const tsquery = (unidad: Unidad) =>
  unidad.alternativas.map((a) => `( ${a.palabras.filter((p) => !VACIAS.has(normalizar(p))).map((p) => `'${lexema(p)}':*`).join(' & ') || "'x'"} )`).join(' | ');

const inicio = performance.now();
const empresas = generarEmpresas(new Prng(20261115), new Prng(20261201));
const ofertas = generarOfertas(new Prng(20261202), empresas, Number(values.ofertas));
let idComuna = 0;
const todos: Lugar[] = REGIONES.flatMap((r, i) => r.comunas.map((comuna) => ({ idComuna: ++idComuna, comuna, idRegion: i + 1, region: r.nombre, lat: null, lon: null })));
const comunas = new Map(todos.map((l) => [l.idComuna, l]));
const filas: FilaOferta[] = ofertas
  .filter((o) => o.estado === 'ACTIVA')
  .map((o) => ({
    id: o.idOferta,
    fecha: o.fechaPublicacion.getTime(),
    expira: o.fechaExpiracion.getTime(),
    cargo: o.nombreCargo,
    moneda: 'CLP',
    inicio: o.descripcionTexto.slice(0, 200),
    empresa: o.idEmpresa,
    comuna: o.idComuna,
    confidencial: o.confidencial,
    mostrar_sueldo: o.mostrarSueldo,
    sueldo: o.sueldo,
    anios: o.aniosExperiencia,
    jornada: o.jornada,
    grado: 'MEDIA',
    inclusivo: false,
    curriculum: o.tipoCurriculumAceptado,
    area: o.nombreArea,
    tipo_cargo: o.nombreTipoCargo,
    carreras: [],
    busqueda: tsvector([[o.nombreCargo, 'A'], [comunas.get(o.idComuna)!.comuna, 'B'], [o.descripcionTexto, 'C']]),
    link: null,
    valida_institucion: false,
    preguntas: o.preguntas.length,
    documentos: o.documentos.length,
    instituciones: 0,
  }))
  .sort((a, b) => b.fecha - a.fecha || b.id - a.id);
// Memberships as the seed makes them: each of 5 channels publishes about 6% of the offers, each offer is in a category.
const canales = filas.flatMap((f) => [101, 102, 103, 104, 105].filter((c) => (f.id * 7 + c * 13) % 100 < 6).map((clave) => ({ clave, id: f.id })));
const categorias = filas.map((f) => ({ clave: 1 + (f.id % 30), id: f.id }));
const copia = construirCopia({ filas, canales, categorias }, { empresasDeFeria: new Map(), empresas: new Map(), numeroDeRegion: new Map(), categorias: [] });
console.log(`${copia.cantidad} ofertas vigentes en la copia en ${((performance.now() - inicio) / 1000).toFixed(1)} s`);

const portal: Portal = { idDominio: 857, tipoPortal: 'CORPORATIVO', idCanales: [] };
const BUSQUEDAS: [nombre: string, parametros: Record<string, unknown>][] = [
  ['portada (fecha, página 1)', {}],
  ['palabra clave «enfermera», RANKING', { palabraClave: 'enfermera', orden: 'RANKING' }],
  ['palabra clave «ventas», RANKING', { palabraClave: 'ventas', orden: 'RANKING' }],
  ['«vendedora part time», RANKING', { palabraClave: 'vendedora part time', orden: 'RANKING' }],
  ['«secretria» (con error), RANKING', { palabraClave: 'secretria', orden: 'RANKING' }],
  ['región y jornada', { idComunas: todos.filter((l) => l.idRegion === 7).map((l) => l.idComuna), listaJornadas: ['COMPLETA'] }],
  ['ALEATORIO', { orden: 'ALEATORIO', semilla: 1000 }],
  ['página profunda 2000', { pagina: 2000 }],
];

const percentil = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor((ms.length * p) / 100))]!;
const fmt = (n: number) => n.toFixed(1).padStart(7);
console.log(`${'búsqueda'.padEnd(36)} ${'fase'.padEnd(14)}    p50     p99 (ms)`);
for (const [nombre, parametros] of BUSQUEDAS) {
  const palabraClave = parametros.palabraClave as string | undefined;
  const unidades = palabraClave ? unidadesDe(palabraClave) : [];
  const consulta = palabraClave ? analizarConsulta(palabrasDe(palabraClave), unidades, unidades.map(tsquery)) : null;
  const filtros = { orden: 'FECHA', tipoOrden: 'DESC', pagina: 1, ...parametros, consulta } as unknown as Filtros;
  const desde = ((filtros.pagina ?? 1) - 1) * REGISTROS_POR_PAGINA;
  const fases: Record<string, number[]> = { coincidencias: [], orden: [], resumenes: [], conteos: [], total: [] };
  for (let v = 0; v < Number(values.vueltas); v++) {
    const t0 = performance.now();
    const c = buscarCoincidencias(copia, portal, filtros);
    const t1 = performance.now();
    const pagina = ordenar(copia, c, filtros, todos, desde + REGISTROS_POR_PAGINA).subarray(desde, desde + REGISTROS_POR_PAGINA);
    const t2 = performance.now();
    Array.from(pagina, (posicion) => resumen(copia, posicion, comunas));
    const t3 = performance.now();
    if (desde === 0) conteosDeFacetas(copia, c.posiciones, todos);
    const t4 = performance.now();
    fases.coincidencias!.push(t1 - t0);
    fases.orden!.push(t2 - t1);
    fases.resumenes!.push(t3 - t2);
    fases.conteos!.push(t4 - t3);
    fases.total!.push(t4 - t0);
  }
  for (const [fase, ms] of Object.entries(fases)) console.log(`${nombre.padEnd(36)} ${fase.padEnd(14)} ${fmt(percentil(ms, 50))} ${fmt(percentil(ms, 99))}`);
}

// The writes of bench:busqueda, one at a time, applied to the copy as the change log would bring them: an
// offer published (newest: every position after it shifts), a title edited, an offer moved to another comuna
// with another salary, the published one expired. What the thread keeps per copy is built first (typo
// vocabulary, rarity weights, suggestions' titles and the portal's counts, facet totals), as after a warm-up;
// then the first suggestion on the changed copy.
vocabularioDe(copia);
prepararCuentas(copia);
sugerir(copia, todos, portal, 'enf');
let actual = copia;
const cambios: Record<string, number[]> = { publicar: [], 'editar título': [], 'cambiar comuna y sueldo': [], expirar: [] };
const sugerencias: number[] = [];
let publicada: FilaOferta | undefined;
for (let v = 0; v < Number(values.vueltas) * 4; v++) {
  const fila = filas[(v * 7919) % filas.length]!;
  const tipo = Object.keys(cambios)[v % 4]!;
  let cambio: FilaOferta | undefined;
  if (tipo === 'publicar') cambio = publicada = { ...fila, id: 10_000_000 + v, fecha: Date.now(), cargo: `Operario ${v}` };
  else if (tipo === 'editar título') cambio = { ...fila, cargo: `Supervisor ${v}` };
  else if (tipo === 'cambiar comuna y sueldo') cambio = { ...fila, comuna: 1 + (v % 50), mostrar_sueldo: true, sueldo: 9_000_000 + v };
  const id = cambio?.id ?? publicada!.id;
  const t0 = performance.now();
  actual = aplicarCambios(actual, { ids: new Set([id]), filas: cambio ? [cambio] : [], canales: [], categorias: [] });
  const t1 = performance.now();
  sugerir(actual, todos, portal, 'enf');
  cambios[tipo]!.push(t1 - t0);
  sugerencias.push(performance.now() - t1);
}
for (const [tipo, ms] of Object.entries(cambios)) console.log(`${`cambio aplicado: ${tipo}`.padEnd(51)} ${fmt(percentil(ms, 50))} ${fmt(percentil(ms, 99))}`);
console.log(`${'la sugerencia siguiente'.padEnd(51)} ${fmt(percentil(sugerencias, 50))} ${fmt(percentil(sugerencias, 99))}`);
