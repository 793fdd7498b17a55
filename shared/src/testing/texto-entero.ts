import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds text that markup splits (a date is its own <time>): the innermost element whose whole text is `texto`, as
 * a reader hears it.
 */
export function textoEntero(texto: string | RegExp): MatcherFunction {
  const coincide = (el: Element | null) => {
    const contenido = el?.textContent ?? '';
    return typeof texto === 'string' ? contenido === texto : texto.test(contenido);
  };
  return (_contenido, el) => coincide(el) && ![...(el?.children ?? [])].some(coincide);
}
