// Applies changes to the in-memory copy of the offers without reading them all again: the offers the
// change log names (registro-cambios.ts) leave their positions, those still live come back, read anew, at
// the place their date gives them, and every structure built over positions follows (columns, lexicon,
// channels, categories; the typo vocabulary, the rarity weights and the suggestions' titles read only the offers that changed). The old copy is left as it
// was: searches running on it finish there.
import type { Documento } from './lexico';
import { agrupar, columnasEnOrden, type Catalogos, type OfertasIndexadas, type OfertasLeidas } from './ofertas-indexadas';
import { lexemasDeTsvector } from './tsvector';
import { rarezasTrasCambios } from './rarezas';
import { vocabularioTrasCambios } from './vocabulario';
import { sugerenciasTrasCambios } from '../sugerencias/sugerencias';

export interface Cambios extends OfertasLeidas {
  /** Every offer changed: it leaves the copy, and comes back from `filas` if it is there (still live). */
  ids: ReadonlySet<number>;
  /** New names and memberships read from the small tables, when one of them changed. */
  catalogos?: Catalogos;
}

/** Positions of each key after the move; memberships of offers gone are dropped. */
function reagrupar(grupos: ReadonlyMap<number, number[]>, nuevaPosicion: Int32Array): Map<number, number[]> {
  const movidos = new Map<number, number[]>();
  for (const [clave, posiciones] of grupos) {
    const quedan: number[] = [];
    for (const posicion of posiciones) if (nuevaPosicion[posicion]! >= 0) quedan.push(nuevaPosicion[posicion]!);
    if (quedan.length) movidos.set(clave, quedan);
  }
  return movidos;
}

export function aplicarCambios(o: OfertasIndexadas, { ids, filas, canales, categorias, catalogos }: Cambios): OfertasIndexadas {
  // Newest first, then the highest id: the copy's order (ofertas-indexadas.ts).
  const nuevas = filas.filter((f) => ids.has(f.id)).sort((a, b) => Number(b.fecha) - Number(a.fecha) || b.id - a.id);
  const nuevaPosicion = new Int32Array(o.cantidad).fill(-1);
  let quedan = 0;
  for (let p = 0; p < o.cantidad; p++) {
    if (!ids.has(o.idOferta[p]!)) nuevaPosicion[p] = quedan++;
  }
  // Merge of the offers that stay (in order) with the new rows: `desde` as columnasEnOrden reads it.
  const desde = new Int32Array(quedan + nuevas.length);
  const posicionDeNueva = new Map<number, number>();
  let p = 0;
  let j = 0;
  for (let k = 0; k < desde.length; k++) {
    while (p < o.cantidad && nuevaPosicion[p]! < 0) p++;
    const fila = nuevas[j];
    const antes = p < o.cantidad && (!fila || o.fecha[p]! > Number(fila.fecha) || (o.fecha[p] === Number(fila.fecha) && o.idOferta[p]! > fila.id));
    if (antes) {
      nuevaPosicion[p] = k;
      desde[k] = p++;
    } else {
      posicionDeNueva.set(fila!.id, k);
      desde[k] = ~j++;
    }
  }
  const documentos = nuevas.map((f): [number, Documento] => [posicionDeNueva.get(f.id)!, lexemasDeTsvector(f.busqueda ?? '')]);
  // Every field named, not spread from `o`: a structure added to the copy must say here how it follows.
  const { empresasDeFeria, empresas, numeroDeRegion, categorias: nombresDeCategoria } = catalogos ?? o;
  const nueva: OfertasIndexadas = {
    cantidad: desde.length,
    ...columnasEnOrden(desde, nuevas, o.textos, o),
    // Codes are only ever added, so the old copy reads its own the same.
    textos: o.textos,
    lexico: o.lexico.conCambios(nuevaPosicion, desde.length, documentos),
    porCanal: agrupar(canales, posicionDeNueva, reagrupar(o.porCanal, nuevaPosicion)),
    porCategoria: agrupar(categorias, posicionDeNueva, reagrupar(o.porCategoria, nuevaPosicion)),
    empresasDeFeria,
    empresas,
    numeroDeRegion,
    categorias: nombresDeCategoria,
  };
  const salen: string[] = [];
  for (let p = 0; p < o.cantidad; p++) if (nuevaPosicion[p]! < 0) salen.push(o.nombreCargo[p]!);
  vocabularioTrasCambios(o, nueva, salen, posicionDeNueva.values());
  rarezasTrasCambios(o, nueva, salen, documentos.map(([posicion, documento]) => [nueva.nombreCargo[posicion]!, documento] as const));
  sugerenciasTrasCambios(o, nueva, desde);
  return nueva;
}
