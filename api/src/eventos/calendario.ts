// An event as an iCalendar file (RFC 5545) for "Agregar a mi calendario", made with the `ics` package.
import { createEvent } from 'ics';
import type { DetalleEvento } from './eventos';

/** Where the event happens: its venue, address and comuna, or "En línea". */
function ubicacion(evento: DetalleEvento): string {
  if (!evento.lugar || !evento.comuna) return 'En línea';
  return [evento.lugar.nombre, evento.lugar.direccion, evento.comuna.nombre, evento.comuna.region].filter(Boolean).join(', ');
}

export function calendarioDeEvento(evento: DetalleEvento): string {
  const { error, value } = createEvent({
    // Instants in UTC (…Z): every calendar shows them in its own zone, so no VTIMEZONE is needed.
    start: Date.parse(evento.inicio),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(evento.termino),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: evento.titulo,
    description: evento.resumen,
    location: ubicacion(evento),
    // The room of an online event; otherwise its registration page, if any.
    ...((evento.urlOnline ?? evento.urlInscripcion) ? { url: (evento.urlOnline ?? evento.urlInscripcion)! } : {}),
    organizer: { name: evento.organizador },
    // Stable, so a second download updates the same calendar entry instead of adding another.
    uid: `evento-${String(evento.idEvento)}@portal-de-empleo`,
    productId: 'portal-de-empleo/eventos',
  });
  if (error || !value) throw error ?? new Error('ics sin contenido');
  return value;
}
