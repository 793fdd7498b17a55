import type { Oferta, OfertaResumen } from '@portal/shared/contract';

/** An offer as a search lists it; `overrides` set what a test is about. */
export function ofertaResumen(overrides: Partial<OfertaResumen> = {}): OfertaResumen {
  return {
    idOferta: 1234,
    idEmpresa: 77,
    nombreCargo: 'Cajero bancario',
    nombreEmpresaFantasia: 'Banco del Pacífico',
    urlLogo: null,
    logoDibujado: null,
    ubicacion: { nombreComuna: 'Ñuñoa', nombreRegion: 'Región Metropolitana de Santiago' },
    nombreArea: 'Finanzas',
    nombreTipoCargo: 'Jornada completa',
    jornada: 'COMPLETA',
    fechaPublicacionFormatoIngles: '2026-11-22',
    fechaExpiracionFormatoIngles: '2026-12-22',
    mostrarSueldo: true,
    sueldo: 1200000,
    nombreMoneda: 'Peso',
    extracto: 'Atención de clientes en sucursal.',
    guardada: false,
    postulacionRapida: false,
    ...overrides,
  };
}

/** An offer as its page shows it (GET /api/ofertas/{id}). */
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
