// The in-memory copy kept up to date change by change must be the copy a fresh load would build: random
// offers, random batches of publications, edits (title, place, salary, date, channels) and removals, then
// every column, membership and keyword match compared with a copy built from scratch over the same rows.
import { JORNADAS } from '@portal/shared/contract';
import fc from 'fast-check';
import { opcionesDeFiltro } from '../src/busqueda/catalogo';
import { conteosDeFacetas } from '../src/busqueda/conteos';
import { aplicarCambios } from '../src/busqueda/indice/cambios';
import { Lexico } from '../src/busqueda/indice/lexico';
import { rareza } from '../src/busqueda/indice/rarezas';
import { construirCopia, type Catalogos, type FilaOferta, type OfertasIndexadas, type OfertasLeidas, type Pertenencia } from '../src/busqueda/indice/ofertas-indexadas';
import type { NodoConsulta } from '../src/busqueda/indice/tsquery';
import { correccionDe, vocabularioDe } from '../src/busqueda/indice/vocabulario';
import { sugerir } from '../src/busqueda/sugerencias/sugerencias';
import type { Lugar } from '../src/busqueda/lugares';
import type { Portal } from '../src/portal/portal';

const CATALOGOS: Catalogos = { empresasDeFeria: new Map(), empresas: new Map(), numeroDeRegion: new Map(), categorias: [] };
const LEXEMAS = ['enfermer', 'enfermeri', 'urgenci', 'bodeg', 'bodegu', 'conductor', 'ventas', 'santiag'];
const PESOS = ['A', 'B', 'C', ''];
const PALABRAS = ['enfermeria', 'bodeguero', 'conductor', 'ventas'];

interface Oferta {
  fila: FilaOferta;
  canales: number[];
  categorias: number[];
}

const oferta = (id: number) =>
  fc
    .record({
      // Few distinct dates, so offers sharing one are ordered by id.
      fecha: fc.integer({ min: 0, max: 5 }),
      cargo: fc.constantFrom('Enfermera', 'Bodeguero', 'Conductor'),
      comuna: fc.integer({ min: 1, max: 4 }),
      sueldo: fc.option(fc.integer({ min: 0, max: 3_000_000 })),
      mostrar: fc.boolean(),
      area: fc.constantFrom('Salud', 'Logística'),
      // A confidential offer counts for no company; a jornada the filter does not list, for no option.
      confidencial: fc.boolean(),
      jornada: fc.constantFrom('COMPLETA', 'PARCIAL', 'OTRA'),
      carreras: fc.subarray(['Enfermería', 'Medicina', 'Logística']),
      lexemas: fc.uniqueArray(fc.tuple(fc.constantFrom(...LEXEMAS), fc.constantFrom(...PESOS)), { selector: ([l]) => l, maxLength: 4 }),
      canales: fc.subarray([101, 102]),
      categorias: fc.subarray([1, 2, 3]),
    })
    .map(
      (o): Oferta => ({
        fila: {
          id,
          fecha: 1_700_000_000_000 + o.fecha * 1000,
          expira: 1_800_000_000_000,
          cargo: o.cargo,
          moneda: 'CLP',
          inicio: `${o.cargo} en comuna ${o.comuna}`,
          empresa: o.comuna % 2,
          comuna: o.comuna,
          confidencial: o.confidencial,
          mostrar_sueldo: o.mostrar,
          sueldo: o.sueldo,
          anios: o.comuna,
          jornada: o.jornada,
          grado: 'MEDIA',
          inclusivo: o.mostrar,
          curriculum: 'NORMAL',
          area: o.area,
          tipo_cargo: o.cargo,
          carreras: o.carreras,
          busqueda: o.lexemas.map(([l, p], i) => `'${l}':${i + 1}${p}`).join(' '),
          link: null,
          valida_institucion: false,
          preguntas: o.comuna % 3,
          documentos: 0,
          instituciones: 0,
        },
        canales: o.canales,
        categorias: o.categorias,
      }),
    );

/** A batch: offers published or edited (ids up to `maximo`, so some exist), and ids removed. */
const lote = (maximo: number, escritas: number, quitadas: number) =>
  fc.record({
    escritas: fc.array(fc.integer({ min: 1, max: maximo }).chain(oferta), { maxLength: escritas }),
    quitadas: fc.uniqueArray(fc.integer({ min: 1, max: maximo }), { maxLength: quitadas }),
  });

/** What the database would answer: the rows of `ofertas` (all, or only `ids`), newest first. */
function leidas(ofertas: Map<number, Oferta>, ids?: ReadonlySet<number>): OfertasLeidas {
  const elegidas = [...ofertas.values()].filter((o) => !ids || ids.has(o.fila.id));
  const pertenencias = (de: (o: Oferta) => number[]): Pertenencia[] => elegidas.flatMap((o) => de(o).map((clave) => ({ clave, id: o.fila.id })));
  return {
    filas: elegidas.map((o) => o.fila).sort((a, b) => b.fecha - a.fecha || b.id - a.id),
    canales: pertenencias((o) => o.canales),
    categorias: pertenencias((o) => o.categorias),
  };
}

const CONSULTAS: NodoConsulta[] = [
  ...LEXEMAS.flatMap((lexema) => [
    { tipo: 'termino' as const, lexema, prefijo: false, pesos: 15 },
    { tipo: 'termino' as const, lexema, prefijo: true, pesos: 1 },
  ]),
  { tipo: 'termino', lexema: 'enferm', prefijo: true, pesos: 15 },
  { tipo: 'no', hijo: { tipo: 'termino', lexema: 'bodeg', prefijo: true, pesos: 15 } },
  {
    tipo: 'y',
    hijos: [
      { tipo: 'termino', lexema: 'urgenci', prefijo: false, pesos: 15 },
      { tipo: 'o', hijos: [{ tipo: 'termino', lexema: 'santiag', prefijo: true, pesos: 3 }, { tipo: 'termino', lexema: 'ventas', prefijo: false, pesos: 15 }] },
    ],
  },
];

const PORTAL: Portal = { idDominio: 857, tipoPortal: 'CORPORATIVO', idCanales: [] };
const LUGARES: Lugar[] = [
  { idComuna: 1, comuna: 'Santiago', idRegion: 13, region: 'Metropolitana', lat: null, lon: null },
  { idComuna: 2, comuna: 'San Bernardo', idRegion: 13, region: 'Metropolitana', lat: null, lon: null },
  { idComuna: 3, comuna: 'La Serena', idRegion: 4, region: 'Coquimbo', lat: null, lon: null },
];

/** Sets of matches: all offers and all but the newest (counted as what they leave out), every other one. */
const muestras = (o: OfertasIndexadas) => {
  const todas = Int32Array.from({ length: o.cantidad }, (_, i) => i);
  return [todas, todas.subarray(1), todas.filter((i) => i % 2 === 0)];
};

/** Offers per value, counted one by one in a Map: most first, ties in the order they first appear. */
function contadas(posiciones: Int32Array, valoresDe: (posicion: number) => readonly number[]): [valor: number, cantidad: number][] {
  const cuentas = new Map<number, number>();
  for (const posicion of posiciones) for (const valor of valoresDe(posicion)) cuentas.set(valor, (cuentas.get(valor) ?? 0) + 1);
  return [...cuentas].sort((a, b) => b[1] - a[1]);
}

/** What the filter options and a first page's facet counts must say of `posiciones`, counted the slow way. */
function contadasUnaAUna(o: OfertasIndexadas, posiciones: Int32Array) {
  const texto = (valoresDe: (posicion: number) => readonly number[]) => contadas(posiciones, valoresDe).map(([codigo, cantidad]) => [o.textos.valores[codigo]!, cantidad] as const);
  const publicas = posiciones.filter((posicion) => !o.confidencial[posicion]);
  return {
    comunas: contadas(posiciones, (p) => [o.idComuna[p]!]).filter(([comuna]) => LUGARES.some((l) => l.idComuna === comuna)),
    areas: texto((p) => [o.area[p]!]),
    tiposCargo: texto((p) => [o.tipoCargo[p]!]),
    carreras: texto((p) => o.carreras[p]!),
    jornadas: texto((p) => [o.jornada[p]!]).filter(([jornada]) => (JORNADAS as readonly string[]).includes(jornada)),
    empresas: contadas(publicas, (p) => [o.idEmpresa[p]!]),
    inclusivas: posiciones.reduce((suma, p) => suma + o.esInclusivo[p]!, 0),
  };
}

/** The filter options (their order too) and the facet counts against counting every offer one by one. */
function cuentaComoUnaAUna(o: OfertasIndexadas, posiciones: Int32Array): void {
  const esperadas = contadasUnaAUna(o, posiciones);
  const opciones = opcionesDeFiltro(o, posiciones, LUGARES);
  const pares = (lista: readonly { valor: string | number; cantidad: number }[]) => lista.map(({ valor, cantidad }) => [valor, cantidad] as const);
  const porValor = (lista: readonly (readonly [string | number, number])[]) => Object.fromEntries(lista.filter(([, cantidad]) => cantidad > 0));
  // Options with as many offers keep the order they first appear in, so the lists are compared in order.
  expect({
    comunas: porValor(opciones.regiones.flatMap((r) => r.comunas.map((c) => [c.idComuna, c.cantidad] as const))),
    areas: pares(opciones.areas),
    tiposCargo: pares(opciones.tiposCargo),
    carreras: pares(opciones.carreras),
    jornadas: porValor(opciones.jornadas.map((j) => [j.valor, j.cantidad] as const)),
    empresas: opciones.empresas.map((e) => [e.idEmpresa, e.cantidad]),
    inclusivas: opciones.inclusivas,
  }).toEqual({ ...esperadas, comunas: porValor(esperadas.comunas), jornadas: porValor(esperadas.jornadas) });
  const conteos = conteosDeFacetas(o, posiciones, LUGARES);
  expect({ ...conteos, regiones: undefined, gradosEscolares: undefined, tiposCurriculum: undefined, categorias: undefined }).toEqual({
    comunas: Object.fromEntries(esperadas.comunas),
    areas: Object.fromEntries(esperadas.areas),
    tiposCargo: Object.fromEntries(esperadas.tiposCargo),
    carreras: Object.fromEntries(esperadas.carreras),
    jornadas: Object.fromEntries(esperadas.jornadas),
    empresas: Object.fromEntries(esperadas.empresas),
    inclusivas: esperadas.inclusivas,
  });
}

/** The copy as plain values: codes read back as texts, groups as sorted position lists, the marks of every query. */
function vista(o: OfertasIndexadas) {
  const texto = (columna: Uint16Array) => Array.from(columna, (codigo) => o.textos.valores[codigo]);
  const grupos = (porClave: Map<number, number[]>) =>
    Object.fromEntries([...porClave].filter(([, posiciones]) => posiciones.length).map(([clave, posiciones]) => [clave, [...posiciones].sort((a, b) => a - b)]));
  return {
    cantidad: o.cantidad,
    idOferta: Array.from(o.idOferta),
    fecha: Array.from(o.fecha),
    nombreCargo: o.nombreCargo,
    inicio: o.inicioDescripcion,
    comuna: Array.from(o.idComuna),
    sueldo: Array.from(o.sueldo),
    tramo: Array.from(o.tramoSueldo),
    mostrar: Array.from(o.mostrarSueldo),
    inclusivo: Array.from(o.esInclusivo),
    anios: Array.from(o.aniosExperiencia),
    area: texto(o.area),
    tipoCargo: texto(o.tipoCargo),
    moneda: texto(o.nombreMoneda),
    carreras: o.carreras.map((codigos) => codigos.map((codigo) => o.textos.valores[codigo])),
    porCanal: grupos(o.porCanal),
    porCategoria: grupos(o.porCategoria),
    marcas: CONSULTAS.map((consulta) => Array.from(o.lexico.evaluar(consulta))),
    // What typo correction reads of each offer's title (vocabulario.ts), through the slots of changed offers.
    lexemasDeTitulo: Array.from({ length: o.cantidad }, (_, i) => PALABRAS.map((palabra) => o.lexico.lexemaDeTitulo(palabra, i))),
    // Counted once per copy and then followed through changes (sugerencias.ts).
    sugerencias: ['en', 'bo', 'co', 'san', 'la'].map((texto) => sugerir(o, LUGARES, PORTAL, texto)),
    // Most matches are counted from the copy's totals, which follow the changes (cuentas.ts).
    conteos: muestras(o).map((posiciones) => conteosDeFacetas(o, posiciones, LUGARES)),
  };
}

/** Batches of changes applied one after the other, each copy compared with a copy built from scratch. */
function comparaConCopiaNueva(maximo: number, escritas: number, quitadas: number, numRuns: number): void {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 1, max: maximo }), { maxLength: (maximo * 2) / 3 }).chain((ids) => fc.tuple(...ids.map(oferta))),
      fc.array(lote(maximo, escritas, quitadas), { minLength: 1, maxLength: 25 }),
      (iniciales, lotes) => {
        const ofertas = new Map(iniciales.map((o) => [o.fila.id, o]));
        let copia = construirCopia(leidas(ofertas), CATALOGOS);
        for (const { escritas, quitadas } of lotes) {
          for (const o of escritas) ofertas.set(o.fila.id, o);
          for (const id of quitadas) ofertas.delete(id);
          const ids = new Set([...escritas.map((o) => o.fila.id), ...quitadas]);
          copia = aplicarCambios(copia, { ids, ...leidas(ofertas, ids) });
          expect(vista(copia)).toEqual(vista(construirCopia(leidas(ofertas), CATALOGOS)));
          for (const posiciones of muestras(copia)) cuentaComoUnaAUna(copia, posiciones);
        }
      },
    ),
    { numRuns },
  );
}

describe('aplicarCambios', () => {
  it('leaves the copy a fresh load of the same offers would build, batch after batch', () => {
    comparaConCopiaNueva(30, 8, 4, 300);
  });

  it('leaves the copy a fresh load would build also after batches of a hundred changes', () => {
    comparaConCopiaNueva(300, 90, 30, 30);
  });

  it('moves the columns in place: changes after the first allocate no new column', () => {
    const ofertas = new Map(fc.sample(fc.integer({ min: 1, max: 1000 }), { numRuns: 50, seed: 26 }).map((id) => [id, fc.sample(oferta(id), 1)[0]!]));
    const cambiar = (copia: OfertasIndexadas, ids: number[]) => aplicarCambios(copia, { ids: new Set(ids), ...leidas(ofertas, new Set(ids)) });
    ofertas.set(2000, fc.sample(oferta(2000), 1)[0]!);
    const primera = cambiar(construirCopia(leidas(ofertas), CATALOGOS), [2000]);
    ofertas.delete(2000);
    ofertas.set(2001, fc.sample(oferta(2001), 1)[0]!);
    const segunda = cambiar(primera, [2000, 2001]);
    expect(segunda.fecha.buffer).toBe(primera.fecha.buffer);
    expect(segunda.nombreCargo).toBe(primera.nombreCargo);
    expect(Array.from(segunda.idOferta)).toContain(2001);
    expect(Array.from(segunda.idOferta)).not.toContain(2000);
  });

  it('takes new names of companies and categories when a small table changed', () => {
    const copia = construirCopia(leidas(new Map()), CATALOGOS);
    const empresas = new Map([[7, { nombre: 'Clínica Sur', urlLogo: null }]]);
    const despues = aplicarCambios(copia, { ids: new Set(), filas: [], canales: [], categorias: [], catalogos: { ...CATALOGOS, empresas } });
    expect(despues.empresas.get(7)?.nombre).toBe('Clínica Sur');
  });
});

describe('the typo vocabulary through changes', () => {
  /** An offer whose title is one word, its lexeme in the title. */
  const conTitulo = (id: number, cargo: string, lexema: string): Oferta => {
    const { fila } = fc.sample(oferta(id), 1)[0]!;
    return { fila: { ...fila, cargo, busqueda: `'${lexema}':1A` }, canales: [], categorias: [] };
  };

  it("takes the new titles' words and drops those of the offers gone, reading no other title again", () => {
    const ofertas = new Map([
      [1, conTitulo(1, 'Bodeguero', 'bodeguer')],
      [2, conTitulo(2, 'Secretaria', 'secretari')],
      [3, conTitulo(3, 'Bodeguero', 'bodeguer')],
    ]);
    const antes = construirCopia(leidas(ofertas), CATALOGOS);
    expect(correccionDe(antes, 'secretria')?.forma).toBe('secretaria');
    const lecturas = jest.spyOn(Lexico.prototype, 'lexemaDeTitulo');
    try {
      ofertas.delete(2);
      ofertas.set(4, conTitulo(4, 'Soldador', 'soldador'));
      const despues = aplicarCambios(antes, { ids: new Set([2, 4]), ...leidas(ofertas, new Set([2, 4])) });
      expect(correccionDe(despues, 'soldadr')?.forma).toBe('soldador');
      expect(correccionDe(despues, 'secretria')).toBeUndefined();
      expect(vocabularioDe(despues).get('bodeguero')?.ofertas).toBe(2);
      expect(lecturas.mock.calls.map(([palabra]) => palabra)).toEqual(['soldador']);
    } finally {
      lecturas.mockRestore();
    }
  });
});

describe('the rarity weights through changes', () => {
  const conTitulo = (id: number, cargo: string, busqueda: string): Oferta => {
    const { fila } = fc.sample(oferta(id), 1)[0]!;
    return { fila: { ...fila, cargo, busqueda }, canales: [], categorias: [] };
  };
  const BODEGUERO: NodoConsulta = { tipo: 'termino', lexema: 'bodeguer', prefijo: true, pesos: 15 };

  it('weigh a word less when offers with it in their title come and more when they go, reading no other title again', () => {
    const ofertas = new Map([
      [1, conTitulo(1, 'Bodeguero', "'bodeguer':1A")],
      [2, conTitulo(2, 'Secretaria', "'secretari':1A 'bodeguer':9C")],
      [3, conTitulo(3, 'Conductor', "'conductor':1A")],
      [4, conTitulo(4, 'Cajero', "'cajer':1A")],
    ]);
    let copia = construirCopia(leidas(ofertas), CATALOGOS);
    const cambiar = (ids: number[]) => (copia = aplicarCambios(copia, { ids: new Set(ids), ...leidas(ofertas, new Set(ids)) }));
    const fresca = () => rareza(construirCopia(leidas(ofertas), CATALOGOS), BODEGUERO, NaN);
    const inicial = rareza(copia, BODEGUERO, NaN);
    expect(inicial).toBeCloseTo(fresca());
    const lecturas = jest.spyOn(Lexico.prototype, 'recorrerTitulos');
    try {
      ofertas.set(5, conTitulo(5, 'Ayudante de Bodeguero', "'ayud':1A 'bodeguer':3A"));
      ofertas.set(6, conTitulo(6, 'Bodeguero', "'bodeguer':1A"));
      cambiar([5, 6]);
      const conMas = rareza(copia, BODEGUERO, NaN);
      expect(conMas).toBeLessThan(inicial);
      ofertas.delete(1);
      ofertas.delete(5);
      ofertas.delete(6);
      cambiar([1, 5, 6]);
      const sinNinguna = rareza(copia, BODEGUERO, NaN);
      expect(sinNinguna).toBe(1);
      expect(lecturas).not.toHaveBeenCalled();
    } finally {
      lecturas.mockRestore();
    }
    expect(rareza(copia, BODEGUERO, NaN)).toBeCloseTo(fresca());
  });
});

describe('the suggestions through changes', () => {
  const portal: Portal = { idDominio: 857, tipoPortal: 'CORPORATIVO', idCanales: [] };
  const conTitulo = (id: number, cargo: string): Oferta => {
    const { fila } = fc.sample(oferta(id), 1)[0]!;
    return { fila: { ...fila, cargo }, canales: [], categorias: [] };
  };

  it("suggest a new offer's title, no longer one whose offers left, and read no other title again", () => {
    const ofertas = new Map([
      [1, conTitulo(1, 'Bodeguero')],
      [2, conTitulo(2, 'Secretaria')],
      [3, conTitulo(3, 'Bodeguero')],
    ]);
    const antes = construirCopia(leidas(ofertas), CATALOGOS);
    expect(sugerir(antes, [], portal, 'sec').cargos).toEqual([{ nombre: 'Secretaria', cantidad: 1 }]);
    // Every title read for suggestions goes through String#normalize (por-prefijo.ts, palabras()).
    const lecturas = jest.spyOn(String.prototype, 'normalize');
    try {
      ofertas.delete(2);
      ofertas.set(4, conTitulo(4, 'Soldador'));
      const despues = aplicarCambios(antes, { ids: new Set([2, 4]), ...leidas(ofertas, new Set([2, 4])) });
      expect(sugerir(despues, [], portal, 'sol').cargos).toEqual([{ nombre: 'Soldador', cantidad: 1 }]);
      expect(sugerir(despues, [], portal, 'sec').cargos).toEqual([]);
      expect(sugerir(despues, [], portal, 'bod').cargos).toEqual([{ nombre: 'Bodeguero', cantidad: 2 }]);
      const leidos = lecturas.mock.contexts.map(String);
      expect(leidos).toContain('Soldador');
      expect(leidos).not.toContain('Bodeguero');
    } finally {
      lecturas.mockRestore();
    }
  });
});

describe('Lexico.enPartes', () => {
  it('builds, a few thousand documents at a time, the index built at once', async () => {
    const documentos = fc.sample(
      fc.uniqueArray(fc.tuple(fc.constantFrom(...LEXEMAS), fc.integer({ min: 1, max: 15 })), { selector: ([l]) => l, maxLength: 4 }),
      { numRuns: 4500, seed: 13 },
    );
    const [enPartes, deUnaVez] = [await Lexico.enPartes(documentos, documentos.length), new Lexico(documentos)];
    for (const consulta of CONSULTAS) expect(Array.from(enPartes.evaluar(consulta))).toEqual(Array.from(deUnaVez.evaluar(consulta)));
    expect(enPartes.evaluar(CONSULTAS[0]!).some((marca) => marca > 0)).toBe(true);
  });
});
