// The search profile of each seed offer (working hours, schooling, careers, inclusive, categories), drawn
// from its own PRNG so the rest of the seed (titles, places, dates) stays identical to earlier versions.
import type { OfertaSemilla } from './ofertas';
import type { GRADOS_ESCOLARES, JORNADAS } from '@portal/shared/contract';
import { Prng } from './prng';

export const CATEGORIAS = [
  { idCategoria: 1, nombre: 'Primer empleo', slug: 'primer-empleo' },
  { idCategoria: 2, nombre: 'Trabajo híbrido', slug: 'trabajo-hibrido' },
  { idCategoria: 3, nombre: 'Práctica profesional', slug: 'practica-profesional' },
  { idCategoria: 4, nombre: 'Inclusión laboral', slug: 'inclusion-laboral' },
  { idCategoria: 5, nombre: 'Mayores de 50', slug: 'mayores-de-50' },
  { idCategoria: 6, nombre: 'Empleos de temporada', slug: 'empleos-de-temporada' },
];

/** Careers a position asks for; positions missing here ask for none. */
const CARRERAS: Record<string, string[]> = {
  'Desarrollador Full Stack': ['Ingeniería en Informática', 'Ingeniería Civil en Computación', 'Analista Programador'],
  'Desarrollador Backend Java': ['Ingeniería en Informática', 'Ingeniería Civil en Computación', 'Analista Programador'],
  'Desarrolladora Frontend React': ['Ingeniería en Informática', 'Analista Programador', 'Diseño Gráfico'],
  'Analista QA': ['Ingeniería en Informática', 'Analista Programador'],
  'Ingeniero DevOps': ['Ingeniería en Informática', 'Ingeniería Civil en Computación'],
  'Soporte TI': ['Técnico en Informática', 'Analista Programador'],
  'Jefe de Proyectos TI': ['Ingeniería en Informática', 'Ingeniería Civil Industrial'],
  'Médico General': ['Medicina'],
  'Químico Farmacéutico': ['Química y Farmacia'],
  'Tecnólogo Médico': ['Tecnología Médica'],
  Kinesiólogo: ['Kinesiología'],
  'Auxiliar de Farmacia': ['Técnico en Farmacia'],
  'Enfermera Clínica': ['Enfermería'],
  'Enfermero de Urgencia': ['Enfermería'],
  'Técnico en Enfermería (TENS)': ['Técnico en Enfermería'],
  'Enfermera Supervisora': ['Enfermería'],
  'Ejecutivo de Ventas': ['Ingeniería Comercial', 'Técnico en Ventas'],
  'Key Account Manager': ['Ingeniería Comercial'],
  'Jefe de Ventas': ['Ingeniería Comercial'],
  'Ejecutivo Comercial de Seguros': ['Ingeniería Comercial', 'Técnico en Ventas'],
  'Supervisor de Logística': ['Ingeniería en Logística'],
  'Analista de Inventario': ['Ingeniería en Logística', 'Contador Auditor'],
  'Profesora de Matemática': ['Pedagogía en Matemática'],
  'Profesor de Inglés': ['Pedagogía en Inglés'],
  'Educadora de Párvulos': ['Educación Parvularia'],
  'Asistente de la Educación': ['Técnico en Educación'],
  Psicopedagoga: ['Psicopedagogía'],
  'Jefe de Obra': ['Construcción Civil', 'Ingeniería Civil'],
  'Prevencionista de Riesgos': ['Ingeniería en Prevención de Riesgos'],
  'Ingeniero Civil en Obras': ['Ingeniería Civil'],
  'Asistente Administrativo': ['Técnico en Administración'],
  'Contador General': ['Contador Auditor'],
  'Analista de Remuneraciones': ['Contador Auditor', 'Técnico en Administración'],
  'Secretaria Ejecutiva': ['Secretariado Ejecutivo'],
  'Jefe de Administración y Finanzas': ['Ingeniería Comercial', 'Contador Auditor'],
  'Mecánico de Equipos Pesados': ['Técnico en Mecánica'],
  'Ingeniero de Procesos': ['Ingeniería Civil Metalúrgica', 'Ingeniería Civil Química'],
  'Geólogo de Exploración': ['Geología'],
  'Electricista Industrial': ['Técnico en Electricidad'],
  'Jefe de Local': ['Técnico en Administración'],
  'Visual Merchandiser': ['Diseño Gráfico'],
};

const AREAS_CON_TURNOS = ['Salud', 'Enfermería', 'Minería', 'Logística'];

export interface PerfilOferta {
  jornada: (typeof JORNADAS)[number];
  gradoEscolar: (typeof GRADOS_ESCOLARES)[number];
  esInclusivo: boolean;
  carreras: string[];
  idCategorias: number[];
}

function jornada(prng: Prng, oferta: OfertaSemilla): PerfilOferta['jornada'] {
  if (/part time/i.test(oferta.nombreCargo)) return 'PARCIAL';
  if (AREAS_CON_TURNOS.includes(oferta.nombreArea) && prng.chance(0.5)) return 'TURNOS';
  if (oferta.nombreArea === 'Retail' && prng.chance(0.3)) return prng.pick(['PARCIAL', 'FINES_DE_SEMANA'] as const);
  return prng.chance(0.9) ? 'COMPLETA' : 'PARCIAL';
}

function gradoEscolar(prng: Prng, tipoCargo: string): PerfilOferta['gradoEscolar'] {
  switch (tipoCargo) {
    case 'Operario':
      return prng.chance(0.3) ? 'BASICA' : 'MEDIA';
    case 'Vendedor':
      return 'MEDIA';
    case 'Administrativo':
      return prng.chance(0.5) ? 'TECNICO' : 'MEDIA';
    case 'Técnico':
      return 'TECNICO';
    case 'Gerencia':
      return prng.chance(0.4) ? 'POSTGRADO' : 'UNIVERSITARIO';
    case 'Jefatura':
      return prng.chance(0.3) ? 'TECNICO' : 'UNIVERSITARIO';
    default:
      return prng.chance(0.08) ? 'POSTGRADO' : 'UNIVERSITARIO';
  }
}

export function generarPerfiles(ofertas: OfertaSemilla[]): PerfilOferta[] {
  const prng = new Prng(20261122);
  return ofertas.map((oferta) => {
    const esInclusivo = prng.chance(0.1);
    const carreras = CARRERAS[oferta.nombreCargo] ?? [];
    const categorias = [
      oferta.aniosExperiencia === 0 && prng.chance(0.6) && 1,
      oferta.descripcionTexto.includes('Modalidad híbrida') && 2,
      oferta.aniosExperiencia === 0 && carreras.length > 0 && prng.chance(0.15) && 3,
      esInclusivo && 4,
      prng.chance(0.05) && 5,
      ['Retail', 'Ventas'].includes(oferta.nombreArea) && prng.chance(0.1) && 6,
    ];
    return {
      jornada: jornada(prng, oferta),
      gradoEscolar: gradoEscolar(prng, oferta.nombreTipoCargo),
      esInclusivo,
      carreras,
      idCategorias: categorias.filter((id): id is number => typeof id === 'number'),
    };
  });
}
