// Ranking rules and typo tolerance of the in-memory search (indice/relevancia.ts, vocabulario.ts) over small
// hand-made copies: which offers a keyword matches and in what order orden=RANKING puts them. Lexemes are
// written as PostgreSQL's `es` configuration makes them; positions are in date order (0 is the newest).
import { Lexico } from '../src/busqueda/indice/lexico';
import { analizarConsulta, evaluarConsulta, type CopiaBuscable } from '../src/busqueda/indice/relevancia';
import { lexemasDeTsvector } from '../src/busqueda/indice/tsvector';
import { correccionDe, distanciaDeEdicion, edicionesPermitidas, vocabularioDe } from '../src/busqueda/indice/vocabulario';
import type { LugarNombrado } from '../src/busqueda/lugares';
import { palabrasDe, unidadesDe } from '../src/busqueda/palabra-clave';

function copia(ofertas: [cargo: string, tsvector: string][]): CopiaBuscable {
  return {
    cantidad: ofertas.length,
    idComuna: new Int32Array(ofertas.length),
    nombreCargo: ofertas.map(([cargo]) => cargo),
    lexico: new Lexico(ofertas.map(([, tsvector]) => lexemasDeTsvector(tsvector))),
  };
}

/** The keyword with the lexemes PostgreSQL would give each of its units (`tsqueries`, one per unit). */
function consulta(palabraClave: string, tsqueries: string[]) {
  return analizarConsulta(palabrasDe(palabraClave), unidadesDe(palabraClave), tsqueries)!;
}

/** The titles a keyword matches, in RANKING order (relevance, then date). */
function ranking(o: CopiaBuscable, palabraClave: string, tsqueries: string[]): string[] {
  const { coincide, grupo } = evaluarConsulta(o, consulta(palabraClave, tsqueries));
  const posiciones = Array.from({ length: o.cantidad }, (_, i) => i).filter((i) => coincide[i]);
  return posiciones.sort((a, b) => grupo(a) - grupo(b) || a - b).map((i) => o.nombreCargo[i]!);
}

const VENDEDORA = "'vendedor':* | 'dependient':* | 'dependient':* | 'vendedor':*";
const PART_TIME = "( 'part':* & 'tim':* ) | ( 'medi':* & 'jorn':* ) | ( 'jorn':* & 'parcial':* ) | ( 'medi':* & 'tiemp':* )";

describe('orden=RANKING', () => {
  const tienda = copia([
    ['Cajero Part Time', "'cajer':1A 'part':2A 'tim':3A 'vendedor':10C"],
    ['Vendedora Terreno', "'vendedor':1A 'terren':2A"],
    ['Vendedor de Tienda', "'vendedor':1A 'tiend':3A 'part':20C 'tim':21C"],
    ['Reponedor Part Time', "'reponedor':1A 'part':2A 'tim':3A"],
    ['Vendedora Part Time', "'vendedor':1A 'part':2A 'tim':3A"],
    ['Jefe de Local', "'jef':1A 'local':3A 'vendedor':30C"],
  ]);

  it('ranks the occupation in the title above offers that only say "part time" there', () => {
    expect(ranking(tienda, 'vendedora part time', [VENDEDORA, PART_TIME])).toEqual([
      'Vendedora Part Time',
      'Vendedor de Tienda',
      'Vendedora Terreno',
      'Cajero Part Time',
      'Jefe de Local',
    ]);
  });

  it('puts an offer holding every word before one holding only some, where they hold the occupation alike', () => {
    const orden = ranking(tienda, 'vendedora part time', [VENDEDORA, PART_TIME]);
    expect(orden.indexOf('Vendedor de Tienda')).toBeLessThan(orden.indexOf('Vendedora Terreno'));
  });

  it('never lets filler alone match while the keyword names a job, but matches it when it is all there is', () => {
    expect(ranking(tienda, 'vendedora part time', [VENDEDORA, PART_TIME])).not.toContain('Reponedor Part Time');
    expect(ranking(tienda, 'part time', [PART_TIME])).toEqual(['Cajero Part Time', 'Reponedor Part Time', 'Vendedora Part Time', 'Vendedor de Tienda']);
  });

  it('puts the offers holding every word that names the job first, and those missing one after them when few hold all', () => {
    expect(ranking(tienda, 'vendedora tienda', [VENDEDORA, "'tiend':*"])).toEqual([
      'Vendedor de Tienda',
      'Vendedora Terreno',
      'Vendedora Part Time',
      'Cajero Part Time',
      'Jefe de Local',
    ]);
    // Job alerts match strictly: every word.
    const { coincide } = evaluarConsulta(tienda, consulta('vendedora tienda', [VENDEDORA, "'tiend':*"]), true);
    expect(Array.from(coincide, (c, i) => (c ? tienda.nombreCargo[i] : null)).filter(Boolean)).toEqual(['Vendedor de Tienda']);
  });

  it('weighs a word many titles share less than the rare one that names the occupation', () => {
    const jefes = copia([
      ['Jefe de Bodega', "'jef':1A 'bodeg':3A"],
      ['Jefe de Local', "'jef':1A 'local':3A 'bodeg':12C"],
      ['Jefe de Ventas', "'jef':1A 'vent':3A"],
      ['Jefe de Turno', "'jef':1A 'turn':3A"],
      ['Operario de Bodega', "'operari':1A 'bodeg':3A 'jef':15C"],
    ]);
    expect(ranking(jefes, 'jefe bodega', ["'jef':*", "'bodeg':*"]).slice(0, 3)).toEqual(['Jefe de Bodega', 'Operario de Bodega', 'Jefe de Local']);
  });

  it('halves a weak word such as "ejecutivo", so the job it qualifies decides', () => {
    const ejecutivos = copia([
      ['Ejecutivo de Ventas', "'ejecut':1A 'vent':3A 'cuent':20C"],
      ['Analista de Cuentas', "'analist':1A 'cuent':3A 'ejecut':20C"],
    ]);
    expect(ranking(ejecutivos, 'ejecutivo cuentas', ["'ejecut':* | 'ejecut':*", "'cuent':*"])).toEqual(['Analista de Cuentas', 'Ejecutivo de Ventas']);
  });

  it('ranks the word itself above a longer word it starts, and title above place above description', () => {
    const bodegas = copia([
      ['Bodeguero', "'bodeguer':1A"],
      ['Conductor', "'conductor':1A 'bodeg':5C"],
      ['Operario de Bodega', "'operari':1A 'bodeg':3A"],
      ['Administrativo', "'administr':1A 'bodeg':4B"],
    ]);
    expect(ranking(bodegas, 'bodega', ["'bodeg':*"])).toEqual(['Operario de Bodega', 'Bodeguero', 'Administrativo', 'Conductor']);
  });

  it('ranks a title that says the word (or its gender or plural) above one that only shares its stem', () => {
    const programas = copia([
      ['Programa Trainee', "'program':1A 'traine':2A"],
      ['Desarrollador/a Full Stack', "'desarrollador/a':1A 'full':2A 'stack':3A"],
      ['Programador Java', "'program':1A 'jav':2A"],
    ]);
    const PROGRAMADORA = "'program':* | 'program':* | 'desarroll':* | 'desarroll':* | 'develop':*";
    expect(ranking(programas, 'programadora', [PROGRAMADORA])).toEqual(['Desarrollador/a Full Stack', 'Programador Java', 'Programa Trainee']);
  });

  it('counts a synonym as the word itself', () => {
    const choferes = copia([
      ['Chofer', "'chof':1A"],
      ['Conductor Clase B', "'conductor':1A 'clas':2A 'b':3A"],
    ]);
    expect(ranking(choferes, 'chofer', ["'chof':* | 'conductor':* | 'conductor':*"])).toEqual(['Chofer', 'Conductor Clase B']);
  });
});

describe('a place in the keyword', () => {
  // Positions 0-4; comuna 7 is the place named, 8 another comuna of its region, 9 elsewhere.
  const garzones = copia([
    ['Garzón', "'garzon':1A"],
    ['Bartender', "'bartend':1A 'garzon':9C"],
    ['Garzón / Mesera', "'garzon':1A 'meser':2A"],
    ['Cocinero', "'cociner':1A"],
    ['Garzón Eventos', "'garzon':1A 'event':2A"],
  ]);
  garzones.idComuna.set([9, 7, 7, 7, 8]);
  const vina: LugarNombrado = { comuna: 'Viña del Mar', region: 'Región de Valparaíso', comunas: [7], deLaRegion: [8], ambiguo: false };
  const garzonEn = (estricta = false) => {
    const lugares = new Map([['vina mar', vina]]);
    const unidades = unidadesDe('garzon viña del mar', lugares);
    const analizada = analizarConsulta(palabrasDe('garzon viña del mar'), unidades, ["'garzon':*", "'vin':* & 'mar':*"], lugares)!;
    const { coincide, grupo } = evaluarConsulta(garzones, analizada, estricta);
    const posiciones = [0, 1, 2, 3, 4].filter((i) => coincide[i]);
    return posiciones.sort((a, b) => grupo(a) - grupo(b) || a - b).map((i) => garzones.nombreCargo[i]!);
  };

  it('ranks the job in that comuna first, then in its region, then elsewhere, and other jobs there last', () => {
    expect(garzonEn()).toEqual(['Garzón / Mesera', 'Garzón Eventos', 'Garzón', 'Bartender']);
  });

  it('is required by job alerts: the comuna, not the rest of its region', () => {
    expect(garzonEn(true)).toEqual(['Garzón / Mesera', 'Bartender']);
  });
});

describe('typo tolerance', () => {
  const oficina = copia([
    ['Secretaria Ejecutiva', "'secretari':1A 'ejecut':2A"],
    ['Garzón / Mesera', "'garzon':1A 'meser':2A"],
    ['Ingeniero Comercial', "'ingenier':1A 'comercial':2A"],
    ['Ingeniero Civil', "'ingenier':1A 'civil':2A 'comercial':9C"],
    ['Secretaria de Gerencia', "'secretari':1A 'gerenci':3A"],
  ]);

  it('matches a misspelt word by the title word one edit away and answers the corrected keyword', () => {
    const relevancia = evaluarConsulta(oficina, consulta('secretria', ["'secretri':*"]));
    expect(Array.from(relevancia.coincide).map(Boolean)).toEqual([true, false, false, false, true]);
    expect(relevancia.palabraClaveCorregida).toBe('secretaria');
    expect(relevancia.destacar).toContain("'secretari':*");
  });

  it('writes the correction as the titles do, accents included, and keeps the other words as typed', () => {
    expect(evaluarConsulta(oficina, consulta('garsón', ["'garson':*"])).palabraClaveCorregida).toBe('garzón');
    const comercial = evaluarConsulta(oficina, consulta('Ingeniero comersial', ["'ingenier':* | 'ing' | 'ingen':*", "'comersial':*"]));
    expect(comercial.palabraClaveCorregida).toBe('Ingeniero comercial');
    expect(ranking(oficina, 'Ingeniero comersial', ["'ingenier':* | 'ing' | 'ingen':*", "'comersial':*"])).toEqual(['Ingeniero Comercial', 'Ingeniero Civil']);
  });

  it('leaves alone a word that finds offers, or one too short to tell a typo', () => {
    expect(evaluarConsulta(oficina, consulta('secretaria', ["'secretari':*"])).palabraClaveCorregida).toBeUndefined();
    expect(evaluarConsulta(oficina, consulta('gar', ["'gar':*"])).palabraClaveCorregida).toBeUndefined();
    expect(evaluarConsulta(oficina, consulta('sec', ["'sec':*"])).palabraClaveCorregida).toBeUndefined();
  });

  it('knows each title word with its lexeme and how many titles have it', () => {
    expect(vocabularioDe(oficina).get('secretaria')).toEqual({ forma: 'secretaria', lexema: 'secretari', ofertas: 2 });
    expect(vocabularioDe(oficina).get('garzon')).toEqual({ forma: 'garzón', lexema: 'garzon', ofertas: 1 });
    expect(correccionDe(oficina, 'ingenero')?.forma).toBe('ingeniero');
    expect(correccionDe(oficina, 'zzzzzz')).toBeUndefined();
  });

  it('allows more edits to longer words', () => {
    expect([3, 4, 7, 8, 12].map(edicionesPermitidas)).toEqual([0, 1, 1, 2, 2]);
    expect(distanciaDeEdicion('secretria', 'secretaria', 2)).toBe(1);
    expect(distanciaDeEdicion('comersial', 'comercial', 2)).toBe(1);
    expect(distanciaDeEdicion('bodgeuero', 'bodeguero', 2)).toBe(1);
    expect(distanciaDeEdicion('bodegero', 'bodega', 2)).toBe(3);
  });
});
