// Reads the text form of a tsvector ('enfermer':1A,14C 'lamp':4B) into its lexemes and the weights each
// has. A lexeme is quoted, with '' for a quote and \\ for a backslash; a position without a letter is
// weight D, and a lexeme without positions counts as D as well.
import { PESO } from './pesos';

export function lexemasDeTsvector(texto: string): [lexema: string, pesos: number][] {
  const lexemas: [string, number][] = [];
  let i = 0;
  while (i < texto.length) {
    if (texto[i] !== "'") {
      i++;
      continue;
    }
    let lexema = '';
    for (i++; i < texto.length; i++) {
      const c = texto[i]!;
      if (c === '\\') lexema += texto[++i] ?? '';
      else if (c === "'" && texto[i + 1] === "'") lexema += texto[++i];
      else if (c === "'") break;
      else lexema += c;
    }
    i++;
    let pesos = 0;
    if (texto[i] === ':') {
      for (i++; i < texto.length && texto[i] !== ' '; i++) {
        const c = texto[i]!;
        if (c === ',' || (c >= '0' && c <= '9')) {
          // A position ends at the comma or space; without a weight letter it is D.
          const siguiente = texto[i + 1];
          if (c !== ',' && (siguiente === ',' || siguiente === ' ' || siguiente === undefined)) pesos |= PESO.D!;
        } else {
          pesos |= PESO[c] ?? 0;
        }
      }
    } else {
      pesos = PESO.D!;
    }
    lexemas.push([lexema, pesos]);
  }
  return lexemas;
}
