// How many offers of a set have each value of the filter columns: the facet counts of a search's first page
// (conteos.ts), read in one pass. A first page without keyword matches most of the copy (195,000 offers of
// 200,000), so when the matches are more than half of it the offers left out are counted instead and taken
// from the copy's totals. The totals are counted once per copy and follow each change (cambios.ts), so a
// write a second does not make the next first page count the whole copy again.
import type { Movimiento } from './indice/movimiento';
import type { OfertasIndexadas } from './indice/ofertas-indexadas';

/** `cuentas` with room for `clave`: grown (doubled) when it has none. */
function conLugar(cuentas: Int32Array, clave: number): Int32Array {
  if (clave < cuentas.length) return cuentas;
  const mayor = new Int32Array(Math.max(clave + 1, cuentas.length * 2));
  mayor.set(cuentas);
  return mayor;
}

/** Offers per value: ids (comuna, company) and text codes (textos) are small whole numbers, so typed arrays. */
export class Cuentas {
  comuna: Int32Array = new Int32Array(512);
  area: Int32Array = new Int32Array(64);
  tipoCargo: Int32Array = new Int32Array(64);
  jornada: Int32Array = new Int32Array(64);
  gradoEscolar: Int32Array = new Int32Array(64);
  tipoCurriculum: Int32Array = new Int32Array(64);
  carrera: Int32Array = new Int32Array(64);
  /** Confidential offers never count for their company: that would reveal who published them. */
  empresa: Int32Array = new Int32Array(1024);
  inclusivas = 0;

  /** Adds `n` (1, or -1 to take it out) for the offer at `posicion` of `o`. */
  sumar(o: OfertasIndexadas, posicion: number, n: number): void {
    this.comuna = conLugar(this.comuna, o.idComuna[posicion]!);
    this.comuna[o.idComuna[posicion]!]! += n;
    this.area = conLugar(this.area, o.area[posicion]!);
    this.area[o.area[posicion]!]! += n;
    this.tipoCargo = conLugar(this.tipoCargo, o.tipoCargo[posicion]!);
    this.tipoCargo[o.tipoCargo[posicion]!]! += n;
    this.jornada = conLugar(this.jornada, o.jornada[posicion]!);
    this.jornada[o.jornada[posicion]!]! += n;
    this.gradoEscolar = conLugar(this.gradoEscolar, o.gradoEscolar[posicion]!);
    this.gradoEscolar[o.gradoEscolar[posicion]!]! += n;
    this.tipoCurriculum = conLugar(this.tipoCurriculum, o.tipoCurriculum[posicion]!);
    this.tipoCurriculum[o.tipoCurriculum[posicion]!]! += n;
    const carreras = o.carreras[posicion]!;
    for (let c = 0; c < carreras.length; c++) {
      this.carrera = conLugar(this.carrera, carreras[c]!);
      this.carrera[carreras[c]!]! += n;
    }
    if (!o.confidencial[posicion]) {
      this.empresa = conLugar(this.empresa, o.idEmpresa[posicion]!);
      this.empresa[o.idEmpresa[posicion]!]! += n;
    }
    this.inclusivas += o.esInclusivo[posicion]! * n;
  }

  /** These counts less those of `otras`, a part of the same offers. */
  menos(otras: Cuentas): Cuentas {
    const resta = (a: Int32Array, b: Int32Array) => a.map((cantidad, clave) => cantidad - (b[clave] ?? 0));
    const diferencia = new Cuentas();
    diferencia.comuna = resta(this.comuna, otras.comuna);
    diferencia.area = resta(this.area, otras.area);
    diferencia.tipoCargo = resta(this.tipoCargo, otras.tipoCargo);
    diferencia.jornada = resta(this.jornada, otras.jornada);
    diferencia.gradoEscolar = resta(this.gradoEscolar, otras.gradoEscolar);
    diferencia.tipoCurriculum = resta(this.tipoCurriculum, otras.tipoCurriculum);
    diferencia.carrera = resta(this.carrera, otras.carrera);
    diferencia.empresa = resta(this.empresa, otras.empresa);
    diferencia.inclusivas = this.inclusivas - otras.inclusivas;
    return diferencia;
  }
}

const totalesPorCopia = new WeakMap<OfertasIndexadas, Cuentas>();

/** Every offer of the copy, counted the first time a search needs them (or when the api starts). */
export function prepararCuentas(o: OfertasIndexadas): void {
  totalesDe(o);
}

function totalesDe(o: OfertasIndexadas): Cuentas {
  let totales = totalesPorCopia.get(o);
  if (!totales) {
    totales = new Cuentas();
    for (let posicion = 0; posicion < o.cantidad; posicion++) totales.sumar(o, posicion, 1);
    totalesPorCopia.set(o, totales);
  }
  return totales;
}

/** The counts of the offers at `posiciones` (ascending, as matches come). */
export function cuentasDe(o: OfertasIndexadas, posiciones: Int32Array): Cuentas {
  const cuentas = new Cuentas();
  if (posiciones.length * 2 <= o.cantidad) {
    for (let j = 0; j < posiciones.length; j++) cuentas.sumar(o, posiciones[j]!, 1);
    return cuentas;
  }
  // The gaps between the matches are the offers left out.
  let siguiente = 0;
  for (let j = 0; j <= posiciones.length; j++) {
    const hasta = j < posiciones.length ? posiciones[j]! : o.cantidad;
    for (let posicion = siguiente; posicion < hasta; posicion++) cuentas.sumar(o, posicion, 1);
    siguiente = hasta + 1;
  }
  return totalesDe(o).menos(cuentas);
}

/**
 * Hands the totals of `anterior`, if it has them, to the copy after a change: the offers leaving are taken out
 * now (before the columns move), those coming are added when `nueva` is built.
 */
export function cuentasTrasCambios(anterior: OfertasIndexadas, movimiento: Movimiento): (nueva: OfertasIndexadas) => void {
  const totales = totalesPorCopia.get(anterior);
  if (!totales) return () => undefined;
  totalesPorCopia.delete(anterior);
  for (const posicion of movimiento.salen) totales.sumar(anterior, posicion, -1);
  return (nueva) => {
    for (const posicion of movimiento.entran) totales.sumar(nueva, posicion, 1);
    totalesPorCopia.set(nueva, totales);
  };
}
