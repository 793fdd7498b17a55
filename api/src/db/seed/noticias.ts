// ~40 news items in five categories, newest first by date.
import { RESPUESTAS } from './noticias-respuestas';
import { fechaBase } from './ofertas';
import type { Prng } from './prng';
import { slugify } from '@portal/shared/format';

export const CATEGORIAS_NOTICIA = [
  { slug: 'consejos-laborales', nombre: 'Consejos laborales' },
  { slug: 'mercado-laboral', nombre: 'Mercado laboral' },
  { slug: 'entrevistas', nombre: 'Entrevistas de trabajo' },
  { slug: 'curriculum', nombre: 'Currículum' },
  { slug: 'eventos', nombre: 'Eventos y ferias' },
] as const;

const TITULOS: Record<(typeof CATEGORIAS_NOTICIA)[number]['slug'], string[]> = {
  'consejos-laborales': [
    'Cinco claves para negociar tu sueldo', 'Cómo volver al trabajo después de una licencia larga',
    'Teletrabajo: hábitos que sí funcionan', 'Qué hacer en tu primera semana en un nuevo empleo',
    'Cómo pedir feedback a tu jefatura', 'Organiza tu búsqueda de empleo como un proyecto',
    'Redes de contacto: cómo cultivarlas sin incomodar', 'Cambiar de rubro después de los 40',
  ],
  'mercado-laboral': [
    'Los cargos más buscados del trimestre', 'Crece la demanda de técnicos en enfermería',
    'Minería del norte busca operadores y mantenedores', 'Tecnología: los lenguajes que más piden las empresas',
    'Retail prepara contrataciones para la temporada de verano', 'El empleo en construcción muestra señales de recuperación',
    'Qué regiones concentran más ofertas este año', 'Sueldos de entrada para profesionales jóvenes',
  ],
  entrevistas: [
    'Las preguntas más frecuentes en una entrevista', 'Cómo preparar una entrevista por videollamada',
    'Qué responder cuando te preguntan por tus debilidades', 'Entrevistas por competencias: el método STAR',
    'Qué preguntar al final de una entrevista', 'Cómo manejar los nervios antes de una entrevista',
    'Pruebas psicolaborales: qué esperar', 'Seguimiento después de la entrevista: cuándo y cómo',
  ],
  curriculum: [
    'Tu currículum en una página', 'Errores comunes en el currículum', 'Cómo describir logros y no solo funciones',
    'Currículum sin experiencia: qué destacar', 'Palabras clave que leen los reclutadores',
    'Foto en el currículum: sí o no', 'Cómo explicar períodos sin trabajo', 'Carta de presentación que sí se lee',
  ],
  eventos: [
    'Se abre la Feria Laboral Virtual', 'Charla gratuita sobre empleabilidad juvenil',
    'Taller de LinkedIn para profesionales', 'Encuentro de empleo inclusivo en Concepción',
    'Feria de prácticas para estudiantes técnicos', 'Webinar: tendencias de reclutamiento',
    'Semana del empleo en Valparaíso', 'Jornada de orientación laboral en Temuco',
  ],
};

/** The editorial team; an article's author is picked by its position, so the seed's random draws stay as they were. */
const AUTORES = ['Valentina Araya', 'Joaquín Muñoz', 'Constanza Pizarro', 'Felipe Contreras', 'Equipo editorial'];

/** The summary, what the title promises (noticias-respuestas.ts) and a closing word, under headings. */
function cuerpoDe(titulo: string, resumen: string, categoria: string): string {
  const puntos = RESPUESTAS[titulo];
  if (!puntos) throw new Error(`La noticia «${titulo}» no tiene contenido en noticias-respuestas.ts`);
  return [
    `<p>${resumen}</p>`,
    '<h2>Lo esencial</h2>',
    `<ul>${puntos.map((punto) => `<li>${punto}</li>`).join('')}</ul>`,
    '<h2>Un consejo de especialistas</h2>',
    `<p>Según especialistas en ${categoria.toLowerCase()}, la constancia es lo que más se nota: dedicar un rato fijo cada semana a tu búsqueda rinde más que una jornada larga de vez en cuando. Revisa tus postulaciones, responde a tiempo los mensajes de las empresas y no te desanimes si un proceso no resulta: cada entrevista es práctica para la siguiente.</p>`,
  ].join('');
}

export interface NoticiaSemilla {
  idNoticia: number;
  titulo: string;
  slug: string;
  resumen: string;
  cuerpoHtml: string;
  fechaPublicacion: Date;
  categoria: string;
  autor: string;
}

export function generarNoticias(prng: Prng, base = fechaBase()): NoticiaSemilla[] {
  const noticias = CATEGORIAS_NOTICIA.flatMap((categoria) =>
    TITULOS[categoria.slug].map((titulo) => ({ titulo, categoria })),
  );
  return prng.sample(noticias, noticias.length).map(({ titulo, categoria }, index) => {
    const resumen = `${titulo}: lo que necesitas saber, explicado por especialistas en ${categoria.nombre.toLowerCase()}.`;
    return {
      idNoticia: index + 1,
      titulo,
      slug: slugify(titulo),
      resumen,
      cuerpoHtml: cuerpoDe(titulo, resumen, categoria.nombre),
      fechaPublicacion: new Date(base - index * 3 * 86_400_000 - prng.int(0, 43_200) * 1000),
      categoria: categoria.slug,
      autor: AUTORES[index % AUTORES.length]!,
    };
  });
}
