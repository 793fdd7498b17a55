// Applies changes to the in-memory copy of the offers without reading them all again: the offers the
// change log names (registro-cambios.ts) leave their positions, those still live come back, read anew, at
// the place their date gives them, and every structure built over positions follows (columns, lexicon,
// channels, categories; the typo vocabulary, the rarity weights, the suggestions' titles and the facet totals
// read only the offers that changed). Columns move in place (movimiento.ts): the JavaScript work grows with the offers
// changed, the rest is native memmove, and a change allocates no new copy.
import type { Documento } from './lexico';
import { Movimiento } from './movimiento';
import { agrupar, columnasMovidas, type Catalogos, type OfertasIndexadas, type OfertasLeidas } from './ofertas-indexadas';
import { lexemasDeTsvector } from './tsvector';
import { rarezasTrasCambios } from './rarezas';
import { vocabularioTrasCambios } from './vocabulario';
import { sugerenciasTrasCambios } from '../sugerencias/sugerencias';
import { cuentasTrasCambios } from '../cuentas';

export interface Cambios extends OfertasLeidas {
  /** Every offer changed: it leaves the copy, and comes back from `filas` if it is there (still live). */
  ids: ReadonlySet<number>;
  /** New names and memberships read from the small tables, when one of them changed. */
  catalogos?: Catalogos;
}

/** The groups' positions moved in place; memberships of offers gone are dropped, and groups left empty. */
function moverGrupos(grupos: Map<number, number[]>, movimiento: Movimiento): Map<number, number[]> {
  if (movimiento.quieto) return grupos;
  for (const [clave, posiciones] of grupos) {
    movimiento.moverGrupo(posiciones);
    if (!posiciones.length) grupos.delete(clave);
  }
  return grupos;
}

/**
 * The copy after `cambios`. It reuses the columns and structures of `o`, moved in place: `o` is not to be
 * read any more (movimiento.ts says why that is sound).
 */
export function aplicarCambios(o: OfertasIndexadas, { ids, filas, canales, categorias, catalogos }: Cambios): OfertasIndexadas {
  // Newest first, then the highest id: the copy's order (ofertas-indexadas.ts).
  const nuevas = filas.filter((f) => ids.has(f.id)).sort((a, b) => Number(b.fecha) - Number(a.fecha) || b.id - a.id);
  const movimiento = new Movimiento(o, ids, nuevas.map((f) => ({ id: f.id, fecha: Number(f.fecha) })));
  // Read before the columns move.
  const salen = movimiento.salen.map((p) => o.nombreCargo[p]!);
  const seguirSugerencias = sugerenciasTrasCambios(o, movimiento);
  const seguirCuentas = cuentasTrasCambios(o, movimiento);
  const posicionDeNueva = new Map(nuevas.map((f, j) => [f.id, movimiento.entran[j]!]));
  const documentos = nuevas.map((f, j): [number, Documento] => [movimiento.entran[j]!, lexemasDeTsvector(f.busqueda ?? '')]);
  // Every field named, not spread from `o`: a structure added to the copy must say here how it follows.
  const { empresasDeFeria, empresas, numeroDeRegion, categorias: nombresDeCategoria } = catalogos ?? o;
  const nueva: OfertasIndexadas = {
    cantidad: movimiento.despues,
    ...columnasMovidas(o, movimiento, nuevas),
    // Codes are only ever added.
    textos: o.textos,
    lexico: o.lexico.conCambios(movimiento, documentos),
    porCanal: agrupar(canales, posicionDeNueva, moverGrupos(o.porCanal, movimiento)),
    porCategoria: agrupar(categorias, posicionDeNueva, moverGrupos(o.porCategoria, movimiento)),
    empresasDeFeria,
    empresas,
    numeroDeRegion,
    categorias: nombresDeCategoria,
  };
  vocabularioTrasCambios(o, nueva, salen, movimiento.entran);
  rarezasTrasCambios(o, nueva, salen, documentos.map(([posicion, documento]) => [nueva.nombreCargo[posicion]!, documento] as const));
  seguirSugerencias(nueva);
  seguirCuentas(nueva);
  return nueva;
}
