// PostgreSQL prints a lexeme between single quotes, with '' for a quote and \\ for a backslash (the text
// forms of tsvector and tsquery alike).

/** The lexeme whose opening quote is at `inicio`, and the index just past its closing quote. */
export function leerLexema(texto: string, inicio: number): [lexema: string, siguiente: number] {
  let lexema = '';
  let i = inicio + 1;
  for (; i < texto.length; i++) {
    const c = texto[i]!;
    if (c === '\\') lexema += texto[++i] ?? '';
    else if (c === "'" && texto[i + 1] === "'") lexema += texto[++i];
    else if (c === "'") break;
    else lexema += c;
  }
  return [lexema, i + 1];
}
