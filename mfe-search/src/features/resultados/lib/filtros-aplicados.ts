import type { FiltrosBusqueda } from '@portal/shared/contract';
import { sueldoLabel } from './labels';
import { DEFAULT_SEARCH_STATE, type EstadoBusqueda } from './estado-busqueda';

/** One applied filter value, as a chip shows it, and the change of state that removes it. */
export interface FiltroAplicado {
  key: string;
  nombre: string;
  quitar: Partial<EstadoBusqueda>;
}

type Opcion = { valor: string | number; nombre: string };

type CampoDeLista = 'region' | 'comuna' | 'jornadas' | 'nombreTipoCargo' | 'nombreArea' | 'carreras' | 'idEmpresas' | 'idCategorias';

/** Each chosen value of a list filter; an id whose name is not known yet (options loading) waits, never shows as a number. */
function deLista(state: EstadoBusqueda, campo: CampoDeLista, opciones: readonly Opcion[] | null): FiltroAplicado[] {
  const elegidos: (string | number)[] = state[campo];
  return elegidos.flatMap((valor) => {
    const nombre = opciones ? opciones.find((o) => o.valor === valor)?.nombre : String(valor);
    if (nombre === undefined) return [];
    return [{ key: `${campo}:${String(valor)}`, nombre, quitar: { [campo]: elegidos.filter((v) => v !== valor) } }];
  });
}

function experiencia(state: EstadoBusqueda, filtros: FiltrosBusqueda): FiltroAplicado[] {
  const { operadorExp, aniosExperiencia, aniosExpDesde, aniosExpHasta } = state;
  if (!operadorExp) return [];
  const operador = (filtros.operadoresExp.find((o) => o.valor === operadorExp)?.nombre ?? operadorExp).toLocaleLowerCase('es-CL');
  const anios =
    operadorExp === 'ENTRE' ? `${String(aniosExpDesde ?? 0)} y ${aniosExpHasta === null ? 'más' : String(aniosExpHasta)}` : String(aniosExperiencia ?? 0);
  return [{
    key: 'experiencia',
    nombre: `Experiencia: ${operador} ${anios} años`,
    quitar: { operadorExp: null, aniosExperiencia: null, aniosExpDesde: null, aniosExpHasta: null },
  }];
}

function unico<K extends keyof EstadoBusqueda>(state: EstadoBusqueda, campo: K, opciones: readonly Opcion[]): FiltroAplicado[] {
  const valor = state[campo];
  const nombre = opciones.find((o) => o.valor === valor)?.nombre;
  return nombre === undefined ? [] : [{ key: campo, nombre, quitar: { [campo]: DEFAULT_SEARCH_STATE[campo] } }];
}

/**
 * The filters the visitor chose (not the keyword, the order or what the route itself searches), in the
 * filter panel's words, in its order. A range (salary, experience) is one chip.
 */
export function filtrosAplicados(state: EstadoBusqueda, filtros: FiltrosBusqueda): FiltroAplicado[] {
  const regiones = filtros.regiones.map((r) => ({ valor: r.idRegion, nombre: r.nombre }));
  const comunas = filtros.regiones.flatMap((r) => r.comunas.map((c) => ({ valor: c.idComuna, nombre: c.nombre })));
  const { sueldoDesde, sueldoHasta } = state;
  return [
    ...deLista(state, 'region', regiones),
    ...deLista(state, 'comuna', comunas),
    ...unico(state, 'fechaPublicacion', filtros.fechasPublicacion),
    ...(sueldoDesde !== null || sueldoHasta !== null
      ? [{ key: 'sueldo', nombre: `Sueldo ${sueldoLabel({ desde: sueldoDesde ?? 0, hasta: sueldoHasta })}`, quitar: { sueldoDesde: null, sueldoHasta: null } }]
      : []),
    ...deLista(state, 'jornadas', filtros.jornadas),
    ...deLista(state, 'nombreTipoCargo', null),
    ...deLista(state, 'nombreArea', null),
    ...deLista(state, 'carreras', null),
    ...deLista(state, 'idEmpresas', filtros.empresas.map((e) => ({ valor: e.idEmpresa, nombre: e.nombre }))),
    ...deLista(state, 'idCategorias', filtros.categorias.map((c) => ({ valor: c.idCategoria, nombre: c.nombre }))),
    ...experiencia(state, filtros),
    ...unico(state, 'gradoEscolar', filtros.gradosEscolares),
    ...unico(state, 'tipoCurriculumAceptado', filtros.tiposCurriculum),
    ...(state.esInclusivo ? [{ key: 'esInclusivo', nombre: 'Ofertas inclusivas', quitar: { esInclusivo: false } }] : []),
    ...(state.ofertaConfidencial ? [{ key: 'ofertaConfidencial', nombre: 'Solo ofertas confidenciales', quitar: { ofertaConfidencial: false } }] : []),
  ];
}

/** Every filter removed; the keyword and the order stay. */
export const SIN_FILTROS: Partial<EstadoBusqueda> = Object.fromEntries(
  Object.entries(DEFAULT_SEARCH_STATE).filter(([campo]) => !['palabraClave', 'pagina', 'orden', 'tipoOrden'].includes(campo)),
);
