// Reads the text form of a tsvector ('enfermer':1A,14C 'lamp':4B) into its lexemes and the weights each
// has. A position without a letter is weight D, and a lexeme without positions counts as D as well.
import { leerLexema } from './lexema';
import { PESO } from './pesos';

export function lexemasDeTsvector(texto: string): [lexema: string, pesos: number][] {
  const lexemas: [string, number][] = [];
  let i = 0;
  while (i < texto.length) {
    if (texto[i] !== "'") {
      i++;
      continue;
    }
    const [lexema, siguiente] = leerLexema(texto, i);
    i = siguiente;
    let pesos = 0;
    if (texto[i] === ':') {
      for (i++; i < texto.length && texto[i] !== ' '; i++) {
        const c = texto[i]!;
        if (c === ',' || (c >= '0' && c <= '9')) {
          // A position ends at the comma or space; without a weight letter it is D.
          const despues = texto[i + 1];
          if (c !== ',' && (despues === ',' || despues === ' ' || despues === undefined)) pesos |= PESO.D!;
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
