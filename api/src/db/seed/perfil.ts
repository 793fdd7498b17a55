// The search profile of each seed offer (schooling, careers, inclusive, categories), drawn from its own PRNG
// so the offers' own data (titles, places, dates) do not depend on it.
import type { OfertaSemilla } from './ofertas';
import type { GRADOS_ESCOLARES } from '@portal/shared/contract';
import { Prng } from './prng';

export const CATEGORIAS = [
  { idCategoria: 1, nombre: 'Primer empleo', slug: 'primer-empleo' },
  { idCategoria: 2, nombre: 'Trabajo híbrido', slug: 'trabajo-hibrido' },
  { idCategoria: 3, nombre: 'Práctica profesional', slug: 'practica-profesional' },
  { idCategoria: 4, nombre: 'Inclusión laboral', slug: 'inclusion-laboral' },
  { idCategoria: 5, nombre: 'Mayores de 50', slug: 'mayores-de-50' },
  { idCategoria: 6, nombre: 'Empleos de temporada', slug: 'empleos-de-temporada' },
];

/** Careers an occupation (ocupaciones.ts `clave`) asks for; occupations missing here ask for none. */
const CARRERAS: Record<string, string[]> = {
  'desarrollador-full-stack': ['Ingeniería en Informática', 'Ingeniería Civil en Computación', 'Analista Programador'],
  'desarrollador-backend': ['Ingeniería en Informática', 'Ingeniería Civil en Computación', 'Analista Programador'],
  'desarrollador-frontend': ['Ingeniería en Informática', 'Analista Programador', 'Diseño Gráfico'],
  'analista-qa': ['Ingeniería en Informática', 'Analista Programador'],
  devops: ['Ingeniería en Informática', 'Ingeniería Civil en Computación'],
  'soporte-ti': ['Técnico en Informática', 'Analista Programador'],
  'analista-datos': ['Ingeniería en Informática', 'Ingeniería Civil Industrial', 'Ingeniería en Estadística'],
  'jefe-proyectos-ti': ['Ingeniería en Informática', 'Ingeniería Civil Industrial'],
  medico: ['Medicina'],
  'quimico-farmaceutico': ['Química y Farmacia'],
  'tecnologo-medico': ['Tecnología Médica'],
  kinesiologo: ['Kinesiología'],
  'auxiliar-farmacia': ['Técnico en Farmacia'],
  'enfermera-clinica': ['Enfermería'],
  'enfermero-urgencia': ['Enfermería'],
  tens: ['Técnico en Enfermería'],
  'enfermera-supervisora': ['Enfermería'],
  'ejecutivo-ventas': ['Ingeniería Comercial', 'Técnico en Ventas'],
  'key-account-manager': ['Ingeniería Comercial'],
  'jefe-ventas': ['Ingeniería Comercial'],
  'ejecutivo-seguros': ['Ingeniería Comercial', 'Técnico en Ventas'],
  'supervisor-logistica': ['Ingeniería en Logística'],
  'analista-inventario': ['Ingeniería en Logística', 'Contador Auditor'],
  'profesor-basica': ['Pedagogía en Educación Básica'],
  'profesor-matematica': ['Pedagogía en Matemática'],
  'profesor-ingles': ['Pedagogía en Inglés'],
  'educadora-parvulos': ['Educación Parvularia'],
  'asistente-aula': ['Técnico en Educación', 'Técnico en Párvulos'],
  psicopedagoga: ['Psicopedagogía'],
  'jefe-obra': ['Construcción Civil', 'Ingeniería Civil'],
  prevencionista: ['Ingeniería en Prevención de Riesgos'],
  'ingeniero-obras': ['Ingeniería Civil'],
  electricista: ['Técnico en Electricidad'],
  secretaria: ['Secretariado Ejecutivo'],
  'asistente-administrativo': ['Técnico en Administración'],
  contador: ['Contador Auditor'],
  'analista-contable': ['Contador Auditor', 'Técnico en Contabilidad'],
  'jefe-administracion': ['Ingeniería Comercial', 'Contador Auditor'],
  'analista-financiero': ['Ingeniería Comercial', 'Ingeniería en Finanzas'],
  'ejecutivo-cuentas': ['Ingeniería Comercial', 'Técnico en Administración Financiera'],
  'analista-rrhh': ['Psicología', 'Ingeniería en Administración de Recursos Humanos'],
  reclutador: ['Psicología'],
  'analista-remuneraciones': ['Contador Auditor', 'Ingeniería en Administración de Recursos Humanos'],
  'asistente-personas': ['Técnico en Recursos Humanos'],
  'disenador-grafico': ['Diseño Gráfico'],
  'marketing-digital': ['Ingeniería Comercial', 'Publicidad'],
  'community-manager': ['Publicidad', 'Periodismo'],
  'mantenedor-mecanico': ['Técnico en Mecánica'],
  'ingeniero-procesos': ['Ingeniería Civil Metalúrgica', 'Ingeniería Civil Química'],
  geologo: ['Geología'],
  'electricista-industrial': ['Técnico en Electricidad'],
  'mecanico-mantencion': ['Técnico en Mecánica'],
  'tecnico-refrigeracion': ['Técnico en Refrigeración y Climatización'],
  'jefe-tienda': ['Técnico en Administración'],
  'visual-merchandiser': ['Diseño Gráfico'],
  'practica-profesional': ['Ingeniería Comercial', 'Técnico en Administración', 'Ingeniería en Informática', 'Diseño Gráfico'],
  trainee: ['Ingeniería Comercial', 'Ingeniería Civil Industrial'],
  'asistente-parvulos': ['Técnico en Párvulos', 'Educación Parvularia'],
  fonoaudiologo: ['Fonoaudiología'],
  nutricionista: ['Nutrición y Dietética'],
  matrona: ['Obstetricia'],
  psicologo: ['Psicología'],
  odontologo: ['Odontología'],
  'asistente-dental': ['Técnico en Odontología'],
  'terapeuta-ocupacional': ['Terapia Ocupacional'],
  abogado: ['Derecho'],
  'trabajador-social': ['Trabajo Social'],
  periodista: ['Periodismo'],
  arquitecto: ['Arquitectura'],
  dibujante: ['Técnico en Construcción', 'Arquitectura'],
  topografo: ['Técnico en Construcción', 'Ingeniería Civil'],
};

export interface PerfilOferta {
  gradoEscolar: (typeof GRADOS_ESCOLARES)[number];
  esInclusivo: boolean;
  carreras: string[];
  idCategorias: number[];
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
    case 'Práctica':
      return prng.chance(0.5) ? 'TECNICO' : 'UNIVERSITARIO';
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
    const carreras = CARRERAS[oferta.clave] ?? [];
    const primerEmpleo = oferta.nombreArea === 'Prácticas y Primer Empleo';
    const categorias = [
      (primerEmpleo || (oferta.aniosExperiencia === 0 && prng.chance(0.6))) && 1,
      oferta.descripcionTexto.includes('Modalidad híbrida') && 2,
      (oferta.nombreTipoCargo === 'Práctica' || (oferta.aniosExperiencia === 0 && carreras.length > 0 && prng.chance(0.15))) && 3,
      esInclusivo && 4,
      prng.chance(0.05) && 5,
      (oferta.tiempoContrato === 'Por temporada' || (['Retail', 'Ventas', 'Gastronomía y Hotelería'].includes(oferta.nombreArea) && prng.chance(0.1))) && 6,
    ];
    return {
      gradoEscolar: gradoEscolar(prng, oferta.nombreTipoCargo),
      esInclusivo,
      carreras,
      idCategorias: categorias.filter((id): id is number => typeof id === 'number'),
    };
  });
}
