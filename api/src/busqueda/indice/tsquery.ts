// Reads the text form of a tsquery as PostgreSQL prints it (`'enfermer':* & ( 'conductor':* | 'chof':* )`)
// into a tree the in-memory index evaluates. PostgreSQL's `es` configuration made the lexemes (unaccent,
// Spanish stems, stop words dropped); here only the operators are read. A phrase (<->, <N>) is taken as
// "both words", which can only widen a match: the keywords of a search never produce one
// (palabra-clave.ts ANDs the words of a phrase).
import { leerLexema } from './lexema';
import { PESO, TODOS_LOS_PESOS } from './pesos';

export type NodoConsulta =
  | { tipo: 'termino'; lexema: string; prefijo: boolean; pesos: number }
  | { tipo: 'y' | 'o'; hijos: NodoConsulta[] }
  | { tipo: 'no'; hijo: NodoConsulta };

type Simbolo = { tipo: 'termino'; lexema: string; prefijo: boolean; pesos: number } | { tipo: '&' | '|' | '!' | '(' | ')' };

function simbolos(texto: string): Simbolo[] {
  const lista: Simbolo[] = [];
  let i = 0;
  while (i < texto.length) {
    const c = texto[i]!;
    if (c === ' ') i++;
    else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      lista.push({ tipo: c });
      i++;
    } else if (c === '<') {
      // <-> or <N>: a phrase, read as AND.
      i = texto.indexOf('>', i) + 1 || texto.length;
      lista.push({ tipo: '&' });
    } else if (c === "'") {
      const [lexema, siguiente] = leerLexema(texto, i);
      i = siguiente;
      let prefijo = false;
      let pesos = 0;
      if (texto[i] === ':') {
        for (i++; i < texto.length && /[*ABCD]/.test(texto[i]!); i++) {
          if (texto[i] === '*') prefijo = true;
          else pesos |= PESO[texto[i]!]!;
        }
      }
      lista.push({ tipo: 'termino', lexema, prefijo, pesos: pesos || TODOS_LOS_PESOS });
    } else {
      throw new Error(`tsquery inesperada: ${texto}`);
    }
  }
  return lista;
}

/** The tree of a tsquery; null for the empty query (only stop words). */
export function leerTsquery(texto: string): NodoConsulta | null {
  const lista = simbolos(texto);
  if (!lista.length) return null;
  let i = 0;
  const binario = (operador: '&' | '|', tipo: 'y' | 'o', operando: () => NodoConsulta) => (): NodoConsulta => {
    const hijos = [operando()];
    while (lista[i]?.tipo === operador) {
      i++;
      hijos.push(operando());
    }
    return hijos.length === 1 ? hijos[0]! : { tipo, hijos };
  };
  const unario = (): NodoConsulta => {
    const simbolo = lista[i++];
    if (simbolo?.tipo === 'termino') return simbolo;
    if (simbolo?.tipo === '!') return { tipo: 'no', hijo: unario() };
    if (simbolo?.tipo === '(') {
      const nodo = o();
      if (lista[i++]?.tipo !== ')') throw new Error(`tsquery sin cerrar: ${texto}`);
      return nodo;
    }
    throw new Error(`tsquery inesperada: ${texto}`);
  };
  const y = binario('&', 'y', unario);
  const o = binario('|', 'o', y);
  const arbol = o();
  if (i !== lista.length) throw new Error(`tsquery inesperada: ${texto}`);
  return arbol;
}
