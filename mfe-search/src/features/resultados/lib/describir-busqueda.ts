import type { BusquedaParams, FiltrosBusqueda } from '@portal/shared/contract';
import { sueldoLabel } from './labels';

const lista = (valor: string | undefined) => (valor ? valor.split(',').filter(Boolean) : []);

/**
 * The names of the options `valores` chose, in the words of the filter panel; an id not among them yet
 * (the options still loading) is left out rather than shown as a number.
 */
function nombres<V extends string | number>(valores: string[], opciones: readonly { valor: V; nombre: string }[]): string[] {
  return valores.flatMap((valor) => opciones.find((o) => String(o.valor) === valor)?.nombre ?? []);
}

/** The place the search names: its comuna, else its region, else the free-text place. */
function lugarDe(params: BusquedaParams, filtros: FiltrosBusqueda | undefined): string | undefined {
  const regiones = filtros?.regiones ?? [];
  const comunas = regiones.flatMap((r) => r.comunas.map((c) => ({ valor: c.idComuna, nombre: c.nombre })));
  return nombres(lista(params.comuna), comunas)[0] ?? nombres(lista(params.region), regiones.map((r) => ({ valor: r.idRegion, nombre: r.nombre })))[0] ?? params.ubicacion;
}

/**
 * What a search keeps, in words, one part a filter: «vendedor», Región de Valparaíso, Jornada completa… The
 * alert dialog says it before the alert is saved; the order and page are not part of it.
 */
export function describirBusqueda(params: BusquedaParams, filtros: FiltrosBusqueda | undefined): string[] {
  const regiones = filtros?.regiones ?? [];
  const comunas = regiones.flatMap((r) => r.comunas.map((c) => ({ valor: c.idComuna, nombre: c.nombre })));
  return [
    ...(params.palabraClave?.trim() ? [`«${params.palabraClave.trim()}»`] : []),
    ...nombres(lista(params.comuna), comunas),
    ...nombres(lista(params.region), regiones.map((r) => ({ valor: r.idRegion, nombre: r.nombre }))),
    ...(params.ubicacion ? [params.ubicacion] : []),
    ...nombres(lista(params.jornadas), filtros?.jornadas ?? []),
    ...lista(params.nombreTipoCargo),
    ...lista(params.nombreArea),
    ...lista(params.carreras),
    ...nombres(lista(params.idEmpresas), (filtros?.empresas ?? []).map((e) => ({ valor: e.idEmpresa, nombre: e.nombre }))),
    ...nombres(lista(params.idCategorias), (filtros?.categorias ?? []).map((c) => ({ valor: c.idCategoria, nombre: c.nombre }))),
    ...(params.sueldoDesde !== undefined ? [`Sueldo ${sueldoLabel({ desde: params.sueldoDesde, hasta: params.sueldoHasta ?? null })}`] : []),
    ...(params.gradoEscolar ? nombres([params.gradoEscolar], filtros?.gradosEscolares ?? []) : []),
    ...(params.esInclusivo ? ['Ofertas inclusivas'] : []),
  ];
}

/** A name for the alert that says what it looks for («Vendedor en Ñuñoa»), else the page's own heading. */
export function nombreDeAlerta(params: BusquedaParams, filtros: FiltrosBusqueda | undefined, heading: string): string {
  const palabra = params.palabraClave?.trim();
  if (!palabra) return heading.slice(0, 60);
  const titulo = palabra.charAt(0).toLocaleUpperCase('es-CL') + palabra.slice(1);
  const lugar = lugarDe(params, filtros);
  return (lugar ? `${titulo} en ${lugar}` : titulo).slice(0, 60);
}
