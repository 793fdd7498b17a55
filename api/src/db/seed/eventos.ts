// Events of the seed (/eventos): job fairs, CV workshops, interview webinars and talks in several regions,
// shared by every portal or a portal's own. Dated in days from the day they are written, so a demo always has
// upcoming and past ones; the rest is fixed. Written when migration 019 runs (also on databases seeded earlier).
import type { ModalidadEvento, TipoEvento } from '@portal/shared/contract';
import { diaEnChile, slugify, ZONA_CHILE } from '@portal/shared/format';
import { literal } from './sql';

interface EventoSemilla {
  titulo: string;
  tipo: TipoEvento;
  idDominio?: number;
  /** Days from the seed's day, and the local start and end times in Chile. */
  dias: number;
  desde: string;
  hasta: string;
  resumen: string;
  organizador: string;
  /** In person: venue, address, comuna and region names; otherwise online. */
  lugar?: [string, string, string, string];
  inscripcion?: boolean;
}

const RM = 'Región Metropolitana de Santiago';
const EVENTOS: readonly EventoSemilla[] = [
  { titulo: 'Feria Laboral de Santiago', tipo: 'FERIA_LABORAL', dias: 12, desde: '10:00', hasta: '18:00', resumen: 'Más de 60 empresas de retail, salud, tecnología y servicios reciben currículums y entrevistan en el día.', organizador: 'Municipalidad de Santiago', lugar: ['Centro Cultural Estación Mapocho', 'Plaza de la Cultura s/n', 'Santiago', RM], inscripcion: true },
  { titulo: 'Taller: tu currículum en una página', tipo: 'TALLER', dias: 3, desde: '18:30', hasta: '20:00', resumen: 'Aprende a ordenar tu experiencia, destacar logros y dejar tu currículum listo para postular.', organizador: 'Equipo de empleabilidad del portal', inscripcion: true },
  { titulo: 'Webinar: cómo preparar una entrevista por videollamada', tipo: 'WEBINAR', dias: 8, desde: '19:00', hasta: '20:00', resumen: 'Cámara, conexión, lenguaje corporal y las preguntas más frecuentes de una entrevista en línea.', organizador: 'Equipo de empleabilidad del portal', inscripcion: true },
  { titulo: 'Taller de entrevistas por competencias', tipo: 'TALLER', dias: 6, desde: '10:00', hasta: '12:30', resumen: 'Practica el método STAR con ejemplos reales y recibe comentarios de reclutadores.', organizador: 'OMIL Valparaíso', lugar: ['Biblioteca Santiago Severín', 'Plaza Víctor Hugo s/n', 'Valparaíso', 'Región de Valparaíso'], inscripcion: true },
  { titulo: 'Taller: postula en línea paso a paso', tipo: 'TALLER', idDominio: 858, dias: 5, desde: '09:30', hasta: '11:30', resumen: 'Crea tu cuenta, completa tu currículum y postula a tu primera oferta con apoyo de la OMIL.', organizador: 'OMIL Ñuñoa', lugar: ['Oficina Municipal de Intermediación Laboral', 'Avenida Irarrázaval 3550', 'Ñuñoa', RM] },
  { titulo: 'Webinar: ordena tu búsqueda de empleo', tipo: 'WEBINAR', dias: 11, desde: '13:00', hasta: '14:00', resumen: 'Planifica tu semana de búsqueda, usa alertas de empleo y haz seguimiento a tus postulaciones.', organizador: 'Equipo de empleabilidad del portal' },
  { titulo: 'Charla: empleo en minería para técnicos', tipo: 'CHARLA', dias: 15, desde: '17:00', hasta: '19:00', resumen: 'Qué perfiles buscan las faenas del norte, turnos, certificaciones y cómo postular.', organizador: 'Consejo Regional Minero de Antofagasta', lugar: ['Centro Cultural Estación Antofagasta', 'Avenida Grecia 1940', 'Antofagasta', 'Región de Antofagasta'], inscripcion: true },
  { titulo: 'Feria de Prácticas y Primer Empleo', tipo: 'FERIA_LABORAL', idDominio: 859, dias: 18, desde: '11:00', hasta: '17:00', resumen: 'Empresas con prácticas profesionales y cargos de entrada para estudiantes y titulados recientes.', organizador: 'Universidad del Pacífico Sur', lugar: ['Campus Providencia', 'Avenida Pedro de Valdivia 425', 'Providencia', RM], inscripcion: true },
  { titulo: 'Feria de Empleo Regional del Biobío', tipo: 'FERIA_LABORAL', dias: 20, desde: '10:00', hasta: '17:00', resumen: 'Empresas forestales, portuarias, de construcción y servicios con vacantes en toda la región.', organizador: 'Gobierno Regional del Biobío', lugar: ['Parque Bicentenario', 'Avenida Padre Alberto Hurtado 750', 'Concepción', 'Región del Biobío'], inscripcion: true },
  { titulo: 'Feria Laboral Inclusiva de La Araucanía', tipo: 'FERIA_LABORAL', dias: 27, desde: '10:00', hasta: '16:00', resumen: 'Ofertas bajo la Ley 21.015 de inclusión laboral, con intérprete de lengua de señas y accesos universales.', organizador: 'SENADIS Araucanía', lugar: ['Centro de Eventos Temuco', 'Avenida Alemania 0945', 'Temuco', 'Región de La Araucanía'], inscripcion: true },
  { titulo: 'Webinar: LinkedIn para tu búsqueda de empleo', tipo: 'WEBINAR', dias: 33, desde: '19:00', hasta: '20:15', resumen: 'Perfil, titular, palabras clave y cómo contactar a reclutadores sin incomodar.', organizador: 'Equipo de empleabilidad del portal', inscripcion: true },
  { titulo: 'Feria Laboral de O’Higgins', tipo: 'FERIA_LABORAL', dias: 40, desde: '10:00', hasta: '16:00', resumen: 'Agroindustria, minería y comercio buscan operarios, técnicos y profesionales para la temporada.', organizador: 'Municipalidad de Rancagua', lugar: ['Medialuna Monumental de Rancagua', 'Avenida España 1400', 'Rancagua', "Región del Libertador General Bernardo O'Higgins"], inscripcion: true },
  { titulo: 'Webinar: pruebas psicolaborales, qué esperar', tipo: 'WEBINAR', dias: 52, desde: '18:00', hasta: '19:00', resumen: 'Tipos de pruebas, cómo prepararte y qué miden las empresas en cada etapa.', organizador: 'Equipo de empleabilidad del portal', inscripcion: true },
  { titulo: 'Webinar: cómo negociar tu sueldo', tipo: 'WEBINAR', dias: -9, desde: '19:00', hasta: '20:00', resumen: 'Cómo investigar rangos, cuándo hablar de renta y cómo responder a una contraoferta.', organizador: 'Equipo de empleabilidad del portal' },
  { titulo: 'Charla: empleabilidad juvenil en el Maule', tipo: 'CHARLA', dias: -14, desde: '16:00', hasta: '18:00', resumen: 'Primer empleo, prácticas y programas de capacitación para jóvenes de la región.', organizador: 'OMIL Talca', lugar: ['Teatro Regional del Maule', 'Calle 1 Oriente 1484', 'Talca', 'Región del Maule'] },
  { titulo: 'Feria Laboral de La Serena', tipo: 'FERIA_LABORAL', dias: -20, desde: '10:00', hasta: '17:00', resumen: 'Turismo, comercio y construcción de la Región de Coquimbo con vacantes para el verano.', organizador: 'Municipalidad de La Serena', lugar: ['Plaza de Armas de La Serena', 'Calle Prat s/n', 'La Serena', 'Región de Coquimbo'] },
  { titulo: 'Taller de currículum para el sur', tipo: 'TALLER', dias: -35, desde: '10:00', hasta: '12:00', resumen: 'Revisión de currículums uno a uno con orientadores laborales de la región.', organizador: 'OMIL Puerto Montt', lugar: ['Casa del Arte Diego Rivera', 'Quillota 116', 'Puerto Montt', 'Región de Los Lagos'] },
  { titulo: 'Feria de Empleo de Magallanes', tipo: 'FERIA_LABORAL', dias: -50, desde: '11:00', hasta: '17:00', resumen: 'Empresas de energía, acuicultura y turismo con vacantes en Punta Arenas y Puerto Natales.', organizador: 'Gobierno Regional de Magallanes', lugar: ['Centro de Convenciones de Punta Arenas', 'Avenida España 01650', 'Punta Arenas', 'Región de Magallanes y de la Antártica Chilena'] },
];

const QUE_TRAER: Record<TipoEvento, string> = {
  FERIA_LABORAL: 'Trae varias copias de tu currículum y tu cédula de identidad; algunas empresas entrevistan en el mismo stand.',
  TALLER: 'Ten a mano tu currículum actual (en papel o en el teléfono): lo trabajarás durante el taller.',
  WEBINAR: 'Conéctate unos minutos antes desde un computador o teléfono con audio; al final hay tiempo para preguntas.',
  CHARLA: 'Al final de la charla habrá un espacio para preguntas y para conversar con quienes exponen.',
};

function descripcionDe(e: EventoSemilla): string {
  return [
    `<p>${e.resumen}</p>`,
    '<h2>Qué necesitas</h2>',
    `<p>${QUE_TRAER[e.tipo]}</p>`,
    '<h2>Antes de ir</h2>',
    '<ul><li>Revisa tu currículum en el portal y déjalo al día.</li><li>Anota las empresas o temas que más te interesan.</li>' +
      '<li>Llega o conéctate a la hora: los cupos son limitados.</li></ul>',
  ].join('');
}

const DIA = 86_400_000;
const reloj = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_CHILE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

/** The instant a wall-clock time in Chile names (UTC-3 or UTC-4: the offset read back with Intl). */
export function instanteEnChile(dia: string, hora: string): Date {
  const comoUtc = Date.parse(`${dia}T${hora}:00Z`);
  const p = Object.fromEntries(reloj.formatToParts(new Date(comoUtc)).map((parte) => [parte.type, parte.value]));
  const visto = Date.parse(`${p.year!}-${p.month!}-${p.day!}T${p.hour!}:${p.minute!}:00Z`);
  return new Date(comoUtc + (comoUtc - visto));
}

/** Inserts the seed's events, leaving any that exists (same id) as it is. */
export function eventosSql(hoy = new Date()): string {
  const base = Date.parse(`${diaEnChile(hoy)}T00:00:00Z`);
  return EVENTOS.map((e, i) => {
    const dia = new Date(base + e.dias * DIA).toISOString().slice(0, 10);
    const slug = slugify(e.titulo);
    const modalidad: ModalidadEvento = e.lugar ? 'PRESENCIAL' : 'ONLINE';
    const valores = [
      i + 1, e.idDominio ?? null, e.titulo, slug, e.tipo, e.resumen, descripcionDe(e), modalidad,
      instanteEnChile(dia, e.desde), instanteEnChile(dia, e.hasta), e.lugar?.[0] ?? null, e.lugar?.[1] ?? null,
      e.lugar ? null : `https://eventos.example.com/sala/${slug}`, e.organizador,
      e.inscripcion ? `https://eventos.example.com/inscripcion/${slug}` : null,
    ].map(literal);
    const comuna = e.lugar
      ? `(SELECT c.id_comuna FROM comuna c JOIN region r USING (id_region) WHERE c.nombre = ${literal(e.lugar[2])} AND r.nombre = ${literal(e.lugar[3])})`
      : 'NULL';
    return `INSERT INTO evento (id_evento, id_dominio, titulo, slug, tipo, resumen, descripcion_html, modalidad, inicio, termino, lugar, direccion, url_online, organizador, url_inscripcion, id_comuna)
      VALUES (${valores.join(', ')}, ${comuna}) ON CONFLICT DO NOTHING;`;
  }).join('\n');
}
