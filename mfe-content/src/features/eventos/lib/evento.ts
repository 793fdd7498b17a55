import type { Evento, EventoResumen, TipoEvento } from '@portal/shared/contract';
import { fechaHoraEnChile } from '@portal/shared/format';

export const TIPO_EVENTO: Record<TipoEvento, string> = {
  FERIA_LABORAL: 'Feria laboral',
  TALLER: 'Taller',
  WEBINAR: 'Webinar',
  CHARLA: 'Charla',
};

/** "12 de diciembre de 2026, de 10:00 a 18:00 (hora de Chile)"; both days when it spans more than one. */
export function horarioEvento({ inicio, termino }: Pick<EventoResumen, 'inicio' | 'termino'>): string {
  const desde = fechaHoraEnChile(inicio);
  const hasta = fechaHoraEnChile(termino);
  const horario = desde.fecha === hasta.fecha
    ? `${desde.fecha}, de ${desde.hora} a ${hasta.hora}`
    : `Del ${desde.fecha}, ${desde.hora}, al ${hasta.fecha}, ${hasta.hora}`;
  return `${horario} (hora de Chile)`;
}

/** "Santiago, Región Metropolitana de Santiago", or "En línea". */
export function lugarEvento({ comuna }: Pick<EventoResumen, 'comuna'>): string {
  return comuna ? `${comuna.nombre}, ${comuna.region}` : 'En línea';
}

/** A link the page may open: http or https only (never javascript: or data:). */
export function enlaceWeb(url: string | null): string | null {
  return url !== null && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/**
 * schema.org Event of an event page (https://schema.org/Event), without the page's URL: the edge renders it
 * without knowing the visitor's origin, and the canonical link already names it.
 */
export function eventoJsonLd(evento: Evento) {
  const enLinea = evento.modalidad === 'ONLINE';
  const inscripcion = enlaceWeb(evento.urlInscripcion);
  const sala = enlaceWeb(evento.urlOnline);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: evento.titulo,
    description: evento.resumen,
    startDate: evento.inicio,
    endDate: evento.termino,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${enLinea ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location:
      enLinea || !evento.lugar || !evento.comuna
        ? { '@type': 'VirtualLocation', ...(sala && { url: sala }) }
        : {
            '@type': 'Place',
            name: evento.lugar.nombre,
            address: {
              '@type': 'PostalAddress',
              ...(evento.lugar.direccion && { streetAddress: evento.lugar.direccion }),
              addressLocality: evento.comuna.nombre,
              addressRegion: evento.comuna.region,
              addressCountry: 'CL',
            },
          },
    organizer: { '@type': 'Organization', name: evento.organizador },
    ...(inscripcion && { offers: { '@type': 'Offer', url: inscripcion, price: 0, priceCurrency: 'CLP' } }),
    inLanguage: 'es-CL',
  };
}
