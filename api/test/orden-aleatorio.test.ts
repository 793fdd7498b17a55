// ALEATORIO sorts only the hash buckets a page needs (orden.ts): every page must be the slice of the one order
// of all the matches, whatever the page, the seed and the matches.
import fc from 'fast-check';
import type { Coincidencias, Filtros } from '../src/busqueda/indice/coincidencias';
import type { OfertasIndexadas } from '../src/busqueda/indice/ofertas-indexadas';
import { ordenar } from '../src/busqueda/orden';

const copia = (ids: number[]) => ({ cantidad: ids.length, idOferta: Int32Array.from(ids) }) as unknown as OfertasIndexadas;
const coincidencias = (posiciones: number[]) => ({ posiciones: Int32Array.from(posiciones), relevancia: null, porTramo: [] }) as Coincidencias;
const filtros = (semilla: number, tipoOrden: 'ASC' | 'DESC') => ({ orden: 'ALEATORIO', tipoOrden, semilla, pagina: 1, consulta: null }) as unknown as Filtros;

describe('orden=ALEATORIO', () => {
  it('gives each page the slice of the whole shuffled order, in either direction', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 3000 }),
        fc.integer(),
        fc.integer({ min: 0, max: 3100 }),
        fc.constantFrom('ASC' as const, 'DESC' as const),
        (ids, semilla, hasta, tipoOrden) => {
          const o = copia(ids);
          const c = coincidencias(ids.map((_, i) => i).filter((i) => ids[i]! % 3 !== 0));
          const todo = ordenar(o, c, filtros(semilla, tipoOrden), []);
          const pagina = ordenar(o, c, filtros(semilla, tipoOrden), [], hasta);
          expect(todo).toHaveLength(c.posiciones.length);
          expect(Array.from(pagina.subarray(0, hasta))).toEqual(Array.from(todo.subarray(0, hasta)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
