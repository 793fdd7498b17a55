import type { Oferta, OfertaResumen, ResultadoBusqueda } from '@portal/shared/contract';

export function ofertaResumen(overrides: Partial<OfertaResumen> = {}): OfertaResumen {
  return {
    idOferta: 1234,
    idEmpresa: 77,
    nombreCargo: 'Cajero bancario',
    nombreEmpresaFantasia: 'Banco del Pacífico',
    urlLogo: null,
    ubicacion: { nombreComuna: 'Ñuñoa', nombreRegion: 'Región Metropolitana de Santiago' },
    nombreArea: 'Finanzas',
    nombreTipoCargo: 'Jornada completa',
    fechaPublicacionFormatoIngles: '2026-11-22',
    fechaExpiracionFormatoIngles: '2026-12-22',
    mostrarSueldo: true,
    sueldo: 1200000,
    nombreMoneda: 'Peso',
    extracto: 'Atención de clientes en sucursal.',
    guardada: false,
    ...overrides,
  };
}

export function resultadoBusqueda(ofertas: OfertaResumen[], cantidadRegistros = ofertas.length): ResultadoBusqueda {
  return {
    cantidadRegistros,
    cantidadPaginas: Math.max(1, Math.ceil(cantidadRegistros / 15)),
    paginaActual: 1,
    registrosPorPagina: 15,
    ofertas,
    facetas: { sueldo: [] },
  };
}

export function oferta(overrides: Partial<Oferta> = {}): Oferta {
  return {
    ...ofertaResumen(),
    estadoOferta: 'ACTIVA',
    descripcionOferta: '<p>Buscamos <strong>cajero</strong> con vocación de servicio.</p>',
    fechaExpiracion: '2026-12-22T23:59:59Z',
    ubicacion: {
      direccion: null,
      nombreComuna: 'Ñuñoa',
      nombreRegion: 'Región Metropolitana de Santiago',
      codigoPostal: null,
      nombrePais: 'Chile',
    },
    aniosExperiencia: 2,
    tiempoContrato: null,
    preguntas: [],
    documentosRequeridos: [],
    instituciones: [],
    postulacionValidaInstitucion: false,
    linkPostulacionExterno: null,
    tipoCurriculumAceptado: 'NORMAL',
    ...overrides,
  };
}

/** The demo candidate's session, to seed the store of a signed-in test. */
export const sesionDemo = {
  login: { jwt: 'jwt-demo' },
  candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' as const },
};
