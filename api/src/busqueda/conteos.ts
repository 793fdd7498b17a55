// How many of a search's matches have each filter option: the answer's facetas beside the salary buckets,
// so the filter panel's counts follow the search ("Valparaíso (12)" among 28 found, never the portal's 187).
// Counted over the matches themselves (cuentas.ts), so no count is ever above the results found. The client
// reads each count by its value, so a facet's values come in no particular order.
import { GRADOS_ESCOLARES, JORNADAS, TIPOS_CURRICULUM, type ConteosFacetas } from '@portal/shared/contract';
import { cuentasDe } from './cuentas';
import type { OfertasIndexadas } from './indice/ofertas-indexadas';
import type { Lugar } from './lugares';

type Conteo = Record<string, number>;

/** The non-zero counts by id. */
function porId(cuentas: Int32Array): Conteo {
  const conteo: Conteo = {};
  for (let clave = 0; clave < cuentas.length; clave++) if (cuentas[clave]! > 0) conteo[clave] = cuentas[clave]!;
  return conteo;
}

/** A mask of the copy's size, kept between searches: all zeros but while `leer` reads it with `posiciones` marked. */
let marcas = new Uint8Array(0);
function conMarcas(cantidad: number, posiciones: Int32Array, leer: (marcadas: Uint8Array) => void): void {
  if (marcas.length < cantidad) marcas = new Uint8Array(cantidad + (cantidad >> 4));
  for (let j = 0; j < posiciones.length; j++) marcas[posiciones[j]!] = 1;
  try {
    leer(marcas);
  } finally {
    for (let j = 0; j < posiciones.length; j++) marcas[posiciones[j]!] = 0;
  }
}

export function conteosDeFacetas(o: OfertasIndexadas, posiciones: Int32Array, todos: Lugar[]): ConteosFacetas {
  const cuentas = cuentasDe(o, posiciones);
  const porTexto = (porCodigo: Int32Array): Conteo => {
    const conteo: Conteo = {};
    for (let codigo = 0; codigo < porCodigo.length; codigo++) if (porCodigo[codigo]! > 0) conteo[o.textos.valores[codigo]!] = porCodigo[codigo]!;
    return conteo;
  };
  const deValores = (porCodigo: Int32Array, valores: readonly string[]): Conteo => {
    const conteo: Conteo = {};
    for (const valor of valores) {
      const cantidad = porCodigo[o.textos.codigoDe(valor) ?? -1] ?? 0;
      if (cantidad > 0) conteo[valor] = cantidad;
    }
    return conteo;
  };
  // Only the comunas of the catalogue count, and each for its region.
  const regiones: Conteo = {};
  const comunas: Conteo = {};
  for (const { idComuna, idRegion } of todos) {
    const cantidad = cuentas.comuna[idComuna] ?? 0;
    if (cantidad <= 0) continue;
    comunas[idComuna] = cantidad;
    regiones[idRegion] = (regiones[idRegion] ?? 0) + cantidad;
  }
  const categorias: Conteo = {};
  conMarcas(o.cantidad, posiciones, (coinciden) => {
    for (const { idCategoria } of o.categorias) {
      let cantidad = 0;
      for (const posicion of o.porCategoria.get(idCategoria) ?? []) cantidad += coinciden[posicion]!;
      if (cantidad > 0) categorias[idCategoria] = cantidad;
    }
  });
  return {
    regiones,
    comunas,
    areas: porTexto(cuentas.area),
    tiposCargo: porTexto(cuentas.tipoCargo),
    carreras: porTexto(cuentas.carrera),
    jornadas: deValores(cuentas.jornada, JORNADAS),
    gradosEscolares: deValores(cuentas.gradoEscolar, GRADOS_ESCOLARES),
    tiposCurriculum: deValores(cuentas.tipoCurriculum, TIPOS_CURRICULUM),
    empresas: porId(cuentas.empresa),
    categorias,
    inclusivas: cuentas.inclusivas,
  };
}
