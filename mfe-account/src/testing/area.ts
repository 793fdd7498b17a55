import type { OfertaGuardadaItem, OfertaResumen, PostulacionCandidato } from '@portal/shared/contract';

/** An application as GET /api/mis-postulaciones answers it: sent on 2 November, CV seen on the 5th. */
export function postulacion(cambios: Partial<PostulacionCandidato> = {}): PostulacionCandidato {
  return {
    idPostulacion: 7,
    fecha: '2026-11-02T12:00:00.000Z',
    estado: 'CV_VISTO',
    pasos: [
      { estado: 'ENVIADA', fecha: '2026-11-02T12:00:00.000Z' },
      { estado: 'CV_RECIBIDO', fecha: '2026-11-03T12:00:00.000Z' },
      { estado: 'CV_VISTO', fecha: '2026-11-05T12:00:00.000Z' },
    ],
    retirada: null,
    oferta: {
      idOferta: 1234,
      nombreCargo: 'Enfermera Clínica',
      nombreEmpresaFantasia: 'Clínica Andes',
      ubicacion: { nombreComuna: 'Providencia', nombreRegion: 'Región Metropolitana de Santiago' },
      expirada: false,
    },
    ...cambios,
  };
}

export function misPostulaciones(postulaciones: PostulacionCandidato[], cantidadPaginas = postulaciones.length ? 1 : 0) {
  return { cantidadRegistros: postulaciones.length, cantidadPaginas, paginaActual: 1, postulaciones };
}

function resumen(idOferta: number, nombreCargo: string): OfertaResumen {
  return {
    idOferta,
    idEmpresa: 3,
    nombreCargo,
    nombreEmpresaFantasia: 'Banco del Pacífico',
    urlLogo: null,
    logoDibujado: null,
    ubicacion: { nombreComuna: 'Santiago', nombreRegion: 'Región Metropolitana de Santiago' },
    nombreArea: 'Tecnología',
    nombreTipoCargo: 'Profesional',
    jornada: 'COMPLETA',
    fechaPublicacionFormatoIngles: '2026-11-01',
    fechaExpiracionFormatoIngles: '2026-12-31',
    mostrarSueldo: false,
    sueldo: null,
    nombreMoneda: 'Peso',
    extracto: 'Buscamos…',
    guardada: true,
    postulacionRapida: false,
  };
}

/** A saved offer as GET /api/ofertas-guardadas answers it. */
export function guardada(idOferta: number, nombreCargo: string, expirada = false): OfertaGuardadaItem {
  return { oferta: resumen(idOferta, nombreCargo), expirada, fechaGuardada: '2026-11-10T12:00:00.000Z' };
}

export function ofertasGuardadas(ofertas: OfertaGuardadaItem[]) {
  return { cantidadRegistros: ofertas.length, cantidadPaginas: ofertas.length ? 1 : 0, paginaActual: 1, ofertas };
}
