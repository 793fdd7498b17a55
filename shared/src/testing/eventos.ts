import type { Evento, EventoResumen } from '@portal/shared/contract';

/** An event as the list shows it: a job fair in Santiago, from 10:00 to 18:00 in Chile (UTC-3 in summer). */
export function eventoResumen(overrides: Partial<EventoResumen> = {}): EventoResumen {
  return {
    idEvento: 7,
    titulo: 'Feria Laboral de Santiago',
    slug: 'feria-laboral-de-santiago',
    tipo: 'FERIA_LABORAL',
    resumen: 'Más de 60 empresas reciben currículums.',
    modalidad: 'PRESENCIAL',
    inicio: '2026-12-07T13:00:00.000Z',
    termino: '2026-12-07T21:00:00.000Z',
    comuna: { nombre: 'Santiago', region: 'Región Metropolitana de Santiago' },
    organizador: 'Municipalidad de Santiago',
    finalizado: false,
    ...overrides,
  };
}

/** The same event as its page shows it (GET /api/eventos/{id}). */
export function evento(overrides: Partial<Evento> = {}): Evento {
  return {
    ...eventoResumen(),
    descripcionHtml: '<h2>Qué necesitas</h2><p>Tu currículum.</p>',
    lugar: { nombre: 'Centro Cultural Estación Mapocho', direccion: 'Plaza de la Cultura s/n' },
    urlOnline: null,
    urlInscripcion: 'https://eventos.example.com/inscripcion/feria',
    ...overrides,
  };
}
