import type { Evento } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

const EventoSchema = esquemaAlUsar<Evento>(() => import(/* webpackExports: ["EventoSchema"] */ '../contract/evento').then((m) => m.EventoSchema));

/** The useQuery key of an event, under which the edge also preloads it. */
export const eventoQueryKey = (idEvento: number, idDominio: number) => `evento:${String(idDominio)}:${String(idEvento)}`;

/** GET /api/eventos/{idEvento}: an event of the portal or shared (404 when there is none). */
export function getEvento(idEvento: number, idDominio: number, signal?: AbortSignal): Promise<Evento> {
  return api().get(`eventos/${String(idEvento)}`, { searchParams: { idDominio }, signal }).json(EventoSchema.cargando());
}

/** The event's .ics file (GET /api/eventos/{idEvento}/calendario.ics), a same-origin download link. */
export function calendarioEventoUrl(idEvento: number, idDominio: number): string {
  return `/api/eventos/${String(idEvento)}/calendario.ics?idDominio=${String(idDominio)}`;
}
