import type { ConteosFacetas, FiltrosBusqueda, OfertaResumen, ResultadoBusqueda } from '@portal/shared/contract';
import { ofertaResumen } from '@portal/shared/testing';

export { oferta, ofertaResumen } from '@portal/shared/testing';

export function resultadoBusqueda(ofertas: OfertaResumen[], cantidadRegistros = ofertas.length): ResultadoBusqueda {
  return {
    cantidadRegistros,
    cantidadPaginas: Math.max(1, Math.ceil(cantidadRegistros / 15)),
    paginaActual: 1,
    registrosPorPagina: 15,
    ofertas,
    facetas: { sueldo: [], conteos: conteosDe(filtrosBusqueda()) },
  };
}

/** The demo candidate's session, to seed the store of a signed-in test. */
export const sesionDemo = {
  login: { jwt: 'jwt-demo' },
  candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' as const },
};

export function filtrosBusqueda(): FiltrosBusqueda {
  const opcion = (nombre: string, cantidad = 5) => ({ valor: nombre, nombre, cantidad });
  return {
    regiones: [
      {
        idRegion: 13,
        nombre: 'Región Metropolitana de Santiago',
        numero: 'XIII',
        cantidad: 1200,
        comunas: [
          { idComuna: 1301, nombre: 'Ñuñoa', cantidad: 140 },
          { idComuna: 1302, nombre: 'Providencia', cantidad: 210 },
        ],
      },
      { idRegion: 5, nombre: 'Región de Valparaíso', numero: 'V', cantidad: 300, comunas: [{ idComuna: 501, nombre: 'Viña del Mar', cantidad: 90 }] },
    ],
    areas: [opcion('Tecnología'), opcion('Salud')],
    tiposCargo: [opcion('Profesional'), opcion('Práctica')],
    carreras: [opcion('Enfermería')],
    jornadas: [
      { valor: 'COMPLETA', nombre: 'Completa', cantidad: 900 },
      { valor: 'TURNOS', nombre: 'Por turnos', cantidad: 80 },
    ],
    gradosEscolares: [{ valor: 'UNIVERSITARIO', nombre: 'Universitaria', cantidad: 400 }],
    tiposCurriculum: [{ valor: 'ARCHIVO', nombre: 'Solo archivo', cantidad: 30 }],
    categorias: [{ idCategoria: 4, nombre: 'Salud y bienestar', slug: 'salud-y-bienestar', cantidad: 60 }],
    empresas: [{ idEmpresa: 77, nombre: 'Banco del Pacífico', cantidad: 25 }],
    inclusivas: 1234,
    fechasPublicacion: [{ valor: 'ULTIMA_SEMANA', nombre: 'Última semana' }],
    operadoresExp: [
      { valor: 'IGUAL', nombre: 'Exactamente' },
      { valor: 'ENTRE', nombre: 'Entre' },
    ],
  };
}

/** Page `pagina` of a search that found `cantidadRegistros` offers (ids 1…n, titled "Cargo n"). */
export function paginaDeOfertas(pagina: number, cantidadRegistros: number, registros = 15): ResultadoBusqueda {
  const first = (pagina - 1) * registros;
  const count = Math.max(0, Math.min(registros, cantidadRegistros - first));
  return {
    ...resultadoBusqueda(
      Array.from({ length: count }, (_, index) => ofertaResumen({ idOferta: first + index + 1, nombreCargo: `Cargo ${String(first + index + 1)}` })),
      cantidadRegistros,
    ),
    paginaActual: pagina,
  };
}

/** Facet counts of a search that found exactly the offers the filter options count. */
export function conteosDe(filtros: FiltrosBusqueda): ConteosFacetas {
  const por = (opciones: readonly { valor: string | number; cantidad: number }[]) => Object.fromEntries(opciones.map((o) => [String(o.valor), o.cantidad]));
  return {
    regiones: por(filtros.regiones.map((r) => ({ valor: r.idRegion, cantidad: r.cantidad }))),
    comunas: por(filtros.regiones.flatMap((r) => r.comunas.map((c) => ({ valor: c.idComuna, cantidad: c.cantidad })))),
    areas: por(filtros.areas),
    tiposCargo: por(filtros.tiposCargo),
    carreras: por(filtros.carreras),
    jornadas: por(filtros.jornadas),
    gradosEscolares: por(filtros.gradosEscolares),
    tiposCurriculum: por(filtros.tiposCurriculum),
    empresas: por(filtros.empresas.map((e) => ({ valor: e.idEmpresa, cantidad: e.cantidad }))),
    categorias: por(filtros.categorias.map((c) => ({ valor: c.idCategoria, cantidad: c.cantidad }))),
    inclusivas: filtros.inclusivas,
  };
}
