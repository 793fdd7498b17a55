// How many of a search's matches have each filter option: the answer's facetas beside the salary buckets,
// so the filter panel's counts follow the search ("Valparaíso (12)" among 28 found, never the portal's 187).
// Counted over the matches themselves, so no count is ever above the results found.
import type { ConteosFacetas } from '@portal/shared/contract';
import { opcionesDeFiltro } from './catalogo';
import type { OfertasIndexadas } from './indice/ofertas-indexadas';
import type { Lugar } from './lugares';

const porValor = (opciones: readonly { valor: string | number; cantidad: number }[]) =>
  Object.fromEntries(opciones.filter((o) => o.cantidad > 0).map((o) => [String(o.valor), o.cantidad]));

export function conteosDeFacetas(o: OfertasIndexadas, posiciones: Int32Array, todos: Lugar[]): ConteosFacetas {
  const opciones = opcionesDeFiltro(o, posiciones, todos);
  return {
    regiones: porValor(opciones.regiones.map((r) => ({ valor: r.idRegion, cantidad: r.cantidad }))),
    comunas: porValor(opciones.regiones.flatMap((r) => r.comunas.map((c) => ({ valor: c.idComuna, cantidad: c.cantidad })))),
    areas: porValor(opciones.areas),
    tiposCargo: porValor(opciones.tiposCargo),
    carreras: porValor(opciones.carreras),
    jornadas: porValor(opciones.jornadas),
    gradosEscolares: porValor(opciones.gradosEscolares),
    tiposCurriculum: porValor(opciones.tiposCurriculum),
    empresas: porValor(opciones.empresas.map((e) => ({ valor: e.idEmpresa, cantidad: e.cantidad }))),
    categorias: porValor(opciones.categorias.map((c) => ({ valor: c.idCategoria, cantidad: c.cantidad }))),
    inclusivas: opciones.inclusivas,
  };
}
