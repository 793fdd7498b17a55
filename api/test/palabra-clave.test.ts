// The keyword as units (palabra-clave.ts): phrases and synonyms from the data of sinonimos.ts both ways,
// abbreviations as whole words, filler and weak words, and the tsquery text SQL searches use.
import { normalizar, palabrasDe, tsqueryDeUnidad, unidadesDe } from '../src/busqueda/palabra-clave';
import { tsqueryEnTitulo, tsqueryPrefijo } from '../src/busqueda/parametros';
import { SINONIMOS } from '../src/busqueda/sinonimos';

/** What each unit matches, as tsquery text. */
const consultas = (palabraClave: string) => unidadesDe(palabraClave).map((unidad) => tsqueryDeUnidad(unidad));

describe('unidadesDe', () => {
  it('makes one prefix unit of each word the data does not know', () => {
    expect(consultas('enfermera urgencia')).toEqual(['enfermera:*', 'urgencia:*']);
    expect(unidadesDe('enfermera urgencia').map(({ relleno, debil }) => ({ relleno, debil }))).toEqual([
      { relleno: false, debil: false },
      { relleno: false, debil: false },
    ]);
  });

  it('matches a known phrase as one unit with its synonyms, the words of each phrase together, filler as whole words', () => {
    expect(consultas('vendedora part time')).toEqual([
      '(vendedora:* | dependiente:* | dependienta:* | vendedor:*)',
      '((part & time) | (media & jornada) | (jornada & parcial) | (medio & tiempo))',
    ]);
    expect(consultas('cajera fin de semana')[1]).toBe('(fin & de & semana)');
    expect(unidadesDe('vendedora part time').map((u) => u.relleno)).toEqual([false, true]);
  });

  it('applies synonyms both ways, multi-word ones included', () => {
    const alternativas = (palabraClave: string) => unidadesDe(palabraClave)[0]!.alternativas.map((a) => a.palabras.join(' '));
    expect(alternativas('RRHH')).toEqual(['RRHH', 'recursos humanos']);
    expect(alternativas('recursos humanos')).toEqual(['recursos humanos', 'rrhh']);
    expect(alternativas('garzón')).toEqual(['garzón', 'garzona', 'mesero', 'mesera']);
    expect(alternativas('mesera')).toContain('garzón');
    expect(alternativas('chofer')).toContain('conductor');
    expect(alternativas('conductor')).toContain('chofer');
    expect(alternativas('personal de limpieza')).toContain('auxiliar de aseo');
    expect(alternativas('tens')).toContain('técnico en enfermería');
    expect(alternativas('técnico en enfermería')).toContain('tens');
    expect(alternativas('call center')).toEqual(['call center', 'contact center', 'callcenter']);
    expect(alternativas('lavaplatos')).toContain('copero');
    expect(alternativas('qf')).toContain('químico farmacéutico');
  });

  it('finds a phrase whatever its stop words, accents or case, and a single word by its singular', () => {
    expect(unidadesDe('Auxiliar aseo')).toHaveLength(1);
    expect(unidadesDe('operador de GRUA horquilla')).toHaveLength(1);
    expect(unidadesDe('guardias')[0]!.alternativas.map((a) => a.palabras.join(' '))).toEqual(['guardias', 'guardia de seguridad', 'vigilante']);
    expect(unidadesDe('vendedores')[0]!.alternativas).toHaveLength(4);
  });

  it('makes a place of the names it is given, the longest first, and leaves them as words without them', () => {
    const lugares = lugaresDe(['vina mar', 'la florida', 'san bernardo', 'temuco', 'aseo']);
    const lugarDe = (palabraClave: string) => unidadesDe(palabraClave, lugares).map((u) => u.lugar ?? u.palabras.join(' '));
    expect(lugarDe('garzon Viña del Mar')).toEqual(['garzon', 'vina mar']);
    expect(lugarDe('cajero la florida')).toEqual(['cajero', 'la florida']);
    expect(lugarDe('operario de produccion san bernardo')).toEqual(['operario', 'de', 'produccion', 'san bernardo']);
    // A phrase of the synonyms goes first: "auxiliar de aseo" is a job even where a place had that name.
    expect(unidadesDe('auxiliar de aseo temuco', lugares).map((u) => u.lugar ?? null)).toEqual([null, 'temuco']);
    expect(unidadesDe('garzon viña del mar').some((u) => u.lugar)).toBe(false);
  });

  it('needs the article a place name starts with: "florida" or "cisterna" alone are words', () => {
    const lugares = lugaresDe(['la florida', 'la cisterna']);
    expect(unidadesDe('conductor camion cisterna', lugares).some((u) => u.lugar)).toBe(false);
    expect(unidadesDe('cajero florida', lugares).some((u) => u.lugar)).toBe(false);
  });

  it('takes a name that is also a job word for a place only after "en" or alone', () => {
    const lugares = new Map([['independencia', { ambiguo: true }], ['la reina', { ambiguo: true }]]);
    const lugarDe = (palabraClave: string) => unidadesDe(palabraClave, lugares).find((u) => u.lugar)?.lugar;
    expect(lugarDe('cajero en Independencia')).toBe('independencia');
    expect(lugarDe('Independencia')).toBe('independencia');
    expect(lugarDe('La Reina')).toBe('la reina');
    expect(lugarDe('liceo independencia profesor')).toBeUndefined();
    expect(lugarDe('vestuario la reina')).toBeUndefined();
  });

  it('keeps stop words as units of their own (PostgreSQL drops them) and remembers where each unit starts', () => {
    expect(unidadesDe('jefe de ventas').map((u) => [u.palabras.join(' '), u.desde])).toEqual([
      ['jefe', 0],
      ['de', 1],
      ['ventas', 2],
    ]);
  });

  it('matches an abbreviation as the whole word, typed or as a synonym', () => {
    expect(consultas('ing civil')).toEqual(['(ing | ingeniero:* | ingeniera:*)', 'civil:*']);
    expect(consultas('ingeniera')).toEqual(['(ingeniera:* | ing | ingeniero:*)']);
    expect(consultas('téc. en enfermería')).toEqual(['(téc | técnico:* | técnica:*)', 'en:*', 'enfermería:*']);
  });

  it('tells filler from weak words: filler is optional, a weak word only weighs less', () => {
    const marcas = (palabraClave: string) => unidadesDe(palabraClave).map(({ relleno, debil }) => (relleno ? 'relleno' : debil ? 'débil' : 'cargo'));
    expect(marcas('ejecutivo comercial seguros')).toEqual(['débil', 'débil', 'cargo']);
    expect(marcas('cajera fin de semana urgente')).toEqual(['cargo', 'relleno', 'relleno']);
    expect(marcas('garzón jornada completa')).toEqual(['cargo', 'relleno']);
    expect(marcas('analistas contables')).toEqual(['débil', 'cargo']);
  });

  it('keeps only letters and digits of at most ten words, so input can never inject tsquery operators', () => {
    expect(palabrasDe("'&|!:*() conductor A5")).toEqual(['conductor', 'A5']);
    expect(palabrasDe('a b c d e f g h i j k l')).toHaveLength(10);
    expect(unidadesDe('  ')).toEqual([]);
  });
});

describe('the data of synonyms', () => {
  it('puts no expression in two groups, so a word means one thing', () => {
    const claves = SINONIMOS.flat().map((expresion) => normalizar(expresion.replace(/\.$/, '')));
    expect(claves.filter((clave, i) => claves.indexOf(clave) !== i)).toEqual([]);
  });
});

describe('tsqueryPrefijo', () => {
  it('ANDs the units (or ORs them) and restricts every term to the title with tsqueryEnTitulo', () => {
    expect(tsqueryPrefijo('chofer a5')).toBe('(chofer:* | conductor:* | conductora:*) & a5:*');
    expect(tsqueryPrefijo('chofer a5', '|')).toBe('(chofer:* | conductor:* | conductora:*) | a5:*');
    expect(tsqueryEnTitulo('ing civil')).toBe('(ing:A | ingeniero:*A | ingeniera:*A) & civil:*A');
    expect(tsqueryPrefijo('de la')).toBe('de:* & la:*');
    expect(tsqueryPrefijo(undefined)).toBeNull();
  });
});

/** Places by key, none ambiguous. */
function lugaresDe(claves: string[]) {
  return new Map(claves.map((clave) => [clave, { ambiguo: false }]));
}
