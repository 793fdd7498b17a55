// The in-memory search index on its own: PostgreSQL's text forms read right, prefix and weight matching as
// the GIN index does, the relevance marks of orden=RANKING, and the orders over the matches.
import { Lexico } from '../src/busqueda/indice/lexico';
import { COINCIDE, EN_TITULO, EN_TITULO_O_LUGAR, PESO } from '../src/busqueda/indice/pesos';
import { leerTsquery } from '../src/busqueda/indice/tsquery';
import { lexemasDeTsvector } from '../src/busqueda/indice/tsvector';

describe('lexemasDeTsvector', () => {
  it('reads lexemes with the weights of their positions (no letter is D)', () => {
    expect(lexemasDeTsvector("'enfermer':1A,14C 'lamp':4B 'sin':7 'mix':2A,9")).toEqual([
      ['enfermer', PESO.A! | PESO.C!],
      ['lamp', PESO.B!],
      ['sin', PESO.D!],
      ['mix', PESO.A! | PESO.D!],
    ]);
  });

  it('unescapes quotes and backslashes and takes a lexeme without positions as D', () => {
    expect(lexemasDeTsvector("'o''higgins':3B 'a\\\\b' 'x'")).toEqual([
      ["o'higgins", PESO.B!],
      ['a\\b', PESO.D!],
      ['x', PESO.D!],
    ]);
  });
});

describe('leerTsquery', () => {
  it('reads prefix terms, weights, AND over OR and parentheses', () => {
    expect(leerTsquery("'enfermer':* & ( 'conductor':*A | 'chof':* )")).toEqual({
      tipo: 'y',
      hijos: [
        { tipo: 'termino', lexema: 'enfermer', prefijo: true, pesos: 15 },
        {
          tipo: 'o',
          hijos: [
            { tipo: 'termino', lexema: 'conductor', prefijo: true, pesos: PESO.A },
            { tipo: 'termino', lexema: 'chof', prefijo: true, pesos: 15 },
          ],
        },
      ],
    });
  });

  it('is null for the empty query of a keyword made of stop words, and rejects what it cannot read', () => {
    expect(leerTsquery('')).toBeNull();
    expect(() => leerTsquery("'a' & (")).toThrow();
  });
});

describe('Lexico', () => {
  // Offer 0: "Enfermera" in the title; 1: in the company/place part; 2: only in the description; 3: none.
  const lexico = new Lexico([
    lexemasDeTsvector("'enfermer':1A 'urgenci':2A 'santiag':3B"),
    lexemasDeTsvector("'clinic':1A 'enfermeri':2B 'urgenci':5C"),
    lexemasDeTsvector("'tecnic':1A 'enfermeri':9C"),
    lexemasDeTsvector("'bodeg':1A 'enfermo':3C"),
  ]);
  const marcas = (tsquery: string) => Array.from(lexico.evaluar(leerTsquery(tsquery)!));
  // The six levels of pesos.ts as marks: the word's own lexeme or a longer one it starts, in each part.
  const nivel = (n: number) => (1 << n) - 1;
  const [EN_DESCRIPCION, DESCRIPCION_EXACTA, EN_LUGAR, LUGAR_EXACTO, EN_TITULO_PREFIJO, TITULO_EXACTO] = [1, 2, 3, 4, 5, 6].map(nivel);

  it('matches every lexeme that starts with a prefix term, and only the exact lexeme without it', () => {
    expect(marcas("'enfermer':*")).toEqual([TITULO_EXACTO, EN_LUGAR, EN_DESCRIPCION, 0]);
    expect(marcas("'enfermer'")).toEqual([TITULO_EXACTO, 0, 0, 0]);
    expect(marcas("'enferm':*")[3]).toBe(EN_DESCRIPCION);
    expect(marcas("'enfermeri':*")).toEqual([0, LUGAR_EXACTO, DESCRIPCION_EXACTA, 0]);
  });

  it('reads the levels as marks: matches, in title or place, in the title', () => {
    const [titulo, lugar, descripcion] = marcas("'enfermer':*");
    expect([titulo! & COINCIDE, titulo! & EN_TITULO_O_LUGAR, titulo! & EN_TITULO].every(Boolean)).toBe(true);
    expect([lugar! & COINCIDE, lugar! & EN_TITULO_O_LUGAR, lugar! & EN_TITULO]).toEqual([COINCIDE, EN_TITULO_O_LUGAR, 0]);
    expect([descripcion! & COINCIDE, descripcion! & EN_TITULO_O_LUGAR]).toEqual([COINCIDE, 0]);
    expect(EN_TITULO_PREFIJO! & EN_TITULO).toBe(EN_TITULO);
  });

  it('keeps the weakest level under AND and the best under OR', () => {
    // Offer 1: "enfermeri" in the place part (B) but "urgenci" only in the description: a match, not a title match.
    expect(marcas("'enfermer':* & 'urgenci':*")).toEqual([TITULO_EXACTO, DESCRIPCION_EXACTA, 0, 0]);
    expect(marcas("'bodeg':* | 'clinic':*")).toEqual([0, TITULO_EXACTO, 0, TITULO_EXACTO]);
    expect(marcas("'enfermeri':* | 'urgenci':*")).toEqual([TITULO_EXACTO, LUGAR_EXACTO, DESCRIPCION_EXACTA, 0]);
  });

  it('restricts a weighted term to those weights and negates with !', () => {
    expect(marcas("'enfermer':*A")).toEqual([TITULO_EXACTO, 0, 0, 0]);
    expect(marcas("!'enfermer':*")).toEqual([0, 0, 0, TITULO_EXACTO]);
  });

  it("finds the lexeme of a word of an offer's title: its own start, never a lexeme of another part or offer", () => {
    expect(lexico.lexemaDeTitulo('enfermera', 0)).toBe('enfermer');
    expect(lexico.lexemaDeTitulo('urgencia', 0)).toBe('urgenci');
    expect(lexico.lexemaDeTitulo('tecnico', 2)).toBe('tecnic');
    // "Enfermería" is in offer 1's place part and offer 2's description, not in their titles.
    expect(lexico.lexemaDeTitulo('enfermeria', 1)).toBeUndefined();
    expect(lexico.lexemaDeTitulo('enfermeria', 2)).toBeUndefined();
    expect(lexico.lexemaDeTitulo('bodega', 0)).toBeUndefined();
  });
});
