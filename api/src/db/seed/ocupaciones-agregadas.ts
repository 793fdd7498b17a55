// Occupations added after the first catalogue (issue 26): common ones of the national classification
// (CIUO-08.CL) that Chileans search for and the seed lacked, so their queries showed only neighbours.
// ofertas.ts draws their offers after those of OCUPACIONES_INICIALES, from the same generator, so the
// first offers keep their ids and content; same shape and rules as ocupaciones.ts.
import { o, type Ocupacion } from './ocupacion';

export const OCUPACIONES_AGREGADAS: Ocupacion[] = [
  // Educación
  o('asistente-parvulos', 'Educación', 'Técnico', [545_000, 720_000], 2, ['Asistente de Párvulos', 'Técnico en Atención de Párvulos', 'Asistente de Párvulos Sala Cuna'], {
    requisitos: ['Título de Técnico en Atención de Párvulos'], rubros: ['Jardín Infantil', 'Colegio'],
  }),
  o('fonoaudiologo', 'Educación', 'Profesional', [1_000_000, 1_500_000], 1, ['Fonoaudiólogo/a', 'Fonoaudióloga Escolar'], { requisitos: ['Título de Fonoaudiólogo'], rubros: ['Colegio', 'Jardín Infantil'] }),
  o('inspector-patio', 'Educación', 'Administrativo', [545_000, 700_000], 1, ['Inspector/a de Patio', 'Inspectora de Patio'], { rubros: ['Colegio'] }),
  // Gastronomía y Hotelería
  o('manipuladora-alimentos', 'Gastronomía y Hotelería', 'Operario', [545_000, 650_000], 2, ['Manipuladora de Alimentos', 'Manipulador/a de Alimentos', 'Manipuladora de Alimentos Casino', 'Manipuladora de Alimentos part time'], {
    requisitos: ['Curso de manipulación de alimentos'], rubros: ['Banquetería', 'Restaurante', 'Hotel'],
  }),
  o('pastelero', 'Gastronomía y Hotelería', 'Operario', [600_000, 850_000], 1, ['Pastelero/a', 'Maestro Pastelero', 'Ayudante de Pastelería'], {
    requisitos: ['Curso de manipulación de alimentos'], rubros: ['Cafetería', 'Banquetería', 'Hotel', 'Restaurante'],
  }),
  // Retail
  o('panadero', 'Retail', 'Operario', [600_000, 850_000], 2, ['Panadero/a', 'Maestro Panadero', 'Ayudante de Panadería', 'Panadero/a turno noche'], {
    requisitos: ['Curso de manipulación de alimentos', 'Experiencia en amasado y horneado'], rubros: ['Supermercados'],
  }),
  o('carnicero', 'Retail', 'Operario', [600_000, 850_000], 1, ['Carnicero/a', 'Maestro Carnicero', 'Ayudante de Carnicería'], { requisitos: ['Experiencia en desposte y cortes'], rubros: ['Supermercados'] }),
  // Ventas
  o('mercaderista', 'Ventas', 'Vendedor', [545_000, 700_000], 2, ['Mercaderista', 'Mercaderista part time', 'Mercaderista de Ruta'], { rubros: ['Distribuidora', 'Comercial'] }),
  // Aseo y Limpieza
  o('jardinero', 'Aseo y Limpieza', 'Operario', [545_000, 700_000], 1, ['Jardinero/a', 'Jardinero', 'Jardinero de Áreas Verdes', 'Mantenedor/a de Áreas Verdes'], { rubros: ['Mantención Integral', 'Servicios de Aseo'] }),
  // Salud y Enfermería
  o('cuidadora-adulto-mayor', 'Enfermería', 'Operario', [545_000, 700_000], 2, ['Cuidadora de Adulto Mayor', 'Cuidador/a de Adulto Mayor', 'Cuidadora de Adulto Mayor turno noche', 'Cuidadora de Adulto Mayor fin de semana'], {
    requisitos: ['Curso de cuidado de adultos mayores deseable'], turnos: true,
  }),
  o('nutricionista', 'Salud', 'Profesional', [1_000_000, 1_500_000], 1, ['Nutricionista', 'Nutricionista Clínica', 'Nutricionista Deportivo'], { requisitos: ['Título de Nutricionista'], rubros: ['Clínica', 'Centro Médico'] }),
  o('matrona', 'Salud', 'Profesional', [1_400_000, 2_200_000], 1, ['Matrona', 'Matrón/a', 'Matrona Clínica turno noche'], { requisitos: ['Título de Matrona u Obstetricia y Puericultura'], turnos: true, rubros: ['Clínica', 'Centro Médico'] }),
  o('psicologo', 'Salud', 'Profesional', [1_000_000, 1_700_000], 1, ['Psicólogo/a', 'Psicólogo Clínico', 'Psicóloga'], { requisitos: ['Título de Psicólogo'], rubros: ['Centro Médico', 'Clínica'] }),
  o('odontologo', 'Salud', 'Profesional', [1_500_000, 2_800_000], 1, ['Cirujano Dentista', 'Odontólogo/a', 'Dentista General'], { requisitos: ['Título de Cirujano Dentista'], rubros: ['Centro Médico', 'Clínica'] }),
  o('asistente-dental', 'Salud', 'Técnico', [545_000, 720_000], 1, ['Asistente Dental', 'Técnico en Odontología', 'Asistente Dental part time'], { requisitos: ['Título de Técnico en Odontología'], rubros: ['Centro Médico', 'Clínica'] }),
  o('terapeuta-ocupacional', 'Salud', 'Profesional', [1_000_000, 1_500_000], 1, ['Terapeuta Ocupacional'], { requisitos: ['Título de Terapeuta Ocupacional'], rubros: ['Clínica', 'Centro Médico'] }),
  // Administración y Recursos Humanos
  o('abogado', 'Administración', 'Profesional', [1_500_000, 3_000_000], 1, ['Abogado/a', 'Abogado Laboral', 'Abogada Corporativa', 'Abogado/a Junior'], { requisitos: ['Título de Abogado'], rubros: ['Asesorías', 'Servicios'] }),
  o('trabajador-social', 'Recursos Humanos', 'Profesional', [900_000, 1_400_000], 1, ['Trabajador/a Social', 'Asistente Social', 'Trabajadora Social de Bienestar'], { requisitos: ['Título de Trabajador Social'] }),
  // Diseño y Marketing
  o('periodista', 'Diseño y Marketing', 'Profesional', [900_000, 1_500_000], 1, ['Periodista', 'Periodista de Contenidos Digitales', 'Periodista de Comunicaciones Internas'], { requisitos: ['Título de Periodista'] }),
  // Construcción
  o('arquitecto', 'Construcción', 'Profesional', [1_300_000, 2_300_000], 1, ['Arquitecto/a', 'Arquitecta de Proyectos'], { requisitos: ['Título de Arquitecto', 'Manejo de AutoCAD y Revit'], rubros: ['Inmobiliaria', 'Constructora'] }),
  o('dibujante', 'Construcción', 'Técnico', [750_000, 1_100_000], 1, ['Dibujante Técnico', 'Dibujante Proyectista AutoCAD', 'Proyectista BIM Revit']),
  o('topografo', 'Construcción', 'Técnico', [900_000, 1_400_000], 1, ['Topógrafo/a', 'Topógrafo de Obra', 'Alarife'], { requisitos: ['Título de Técnico en Topografía'] }),
  // Manufactura
  o('costurera', 'Manufactura', 'Operario', [545_000, 700_000], 1, ['Costurera', 'Costurero/a Industrial', 'Operaria de Confección']),
  o('electromecanico', 'Manufactura', 'Técnico', [850_000, 1_300_000], 1, ['Técnico Electromecánico', 'Electromecánico de Mantención'], { requisitos: ['Título técnico en electromecánica'], turnos: true }),
  // Oficios y Mantención
  o('peluquero', 'Oficios y Mantención', 'Operario', [545_000, 900_000], 1, ['Peluquero/a', 'Estilista', 'Peluquera', 'Barbero/a']),
];
