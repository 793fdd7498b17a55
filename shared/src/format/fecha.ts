// Dates in es-CL. Relative ones as job sites say them ("Publicada hace 3 días") count calendar days of
// Chile: an offer published at 23:30 in Santiago was published "hoy" until midnight there, whatever the
// zone of the server or the browser, so both render the same words.

import { alUsar } from './al-usar';
import { desfaseChileMs, fechaUtcEsCL, horaUtcEsCL, mesCortoEsCL } from './sin-icu';

export const ZONA_CHILE = 'America/Santiago';

const LOCALE = 'es-CL';
const MS_POR_DIA = 86_400_000;
const diaChile = alUsar(() => new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_CHILE, year: 'numeric', month: '2-digit', day: '2-digit' }));
const fechaLargaChile = alUsar(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONA_CHILE }),
);
const horaChile = alUsar(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONA_CHILE }));

/** "22 de noviembre de 2026" from an ISO date or date-time (calendar day in UTC: the api's dates are UTC days). */
export function formatFecha(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : fechaUtcEsCL(date);
}

/** "martes, 22 de septiembre de 2026": the exact date behind a relative one, read the same way. */
export function formatFechaConDia(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : fechaUtcEsCL(date, { conDia: true });
}

/** Whole UTC days from `from` to `to` (SPEC.md section 4). */
export function diffInUtcDays(from: Date, to: Date): number {
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.round((day(to) - day(from)) / MS_POR_DIA);
}

/** An instant as Chile's wall clock shows it, read with getUTC…(); null before 2023 (sin-icu.ts), left to Intl. */
function relojDeChile(instante: Date): Date | null {
  const desfase = desfaseChileMs(instante.getTime());
  return desfase === null ? null : new Date(instante.getTime() + desfase);
}

/** "1 de enero de 2031" and "00:00": the day and time of an instant in Chile (a fair's opening and closing). */
export function fechaHoraEnChile(iso: string): { fecha: string; hora: string } {
  const date = new Date(iso);
  const reloj = relojDeChile(date);
  if (reloj) return { fecha: fechaUtcEsCL(reloj), hora: horaUtcEsCL(reloj) };
  return { fecha: fechaLargaChile().format(date), hora: horaChile().format(date) };
}

/** The calendar day (`2026-11-24`) an instant falls on in Chile. */
export function diaEnChile(instante: Date): string {
  return relojDeChile(instante)?.toISOString().slice(0, 10) ?? diaChile().format(instante);
}

/** The calendar day of an ISO date (kept as it is) or date-time (its day in Chile); null when unreadable. */
function diaDe(iso: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? null : diaEnChile(fecha);
}

const comoUtc = (dia: string) => Date.parse(`${dia}T00:00:00Z`);

/**
 * How long ago `iso` was, from `ahora`: "hoy", "ayer", "hace 3 días", "hace 2 semanas" (up to four), and
 * null from 30 days on or for a later or unreadable date, where the date itself reads better.
 */
export function haceCuanto(iso: string, ahora: Date): string | null {
  const dia = diaDe(iso);
  if (!dia) return null;
  const dias = Math.round((comoUtc(diaEnChile(ahora)) - comoUtc(dia)) / MS_POR_DIA);
  // The api's dates are UTC days, up to a day ahead of Chile's evening: that day is still "hoy".
  if (dias < -1 || dias >= 30) return null;
  if (dias <= 0) return 'hoy';
  if (dias === 1) return 'ayer';
  if (dias < 7) return `hace ${String(dias)} días`;
  const semanas = Math.floor(dias / 7);
  return semanas === 1 ? 'hace 1 semana' : `hace ${String(semanas)} semanas`;
}

/** "Publicada hace 3 días", "Publicada hoy", or "Publicada el 22 de octubre de 2026" for older ones. */
export function fechaPublicada(iso: string, ahora: Date): string {
  const hace = haceCuanto(iso, ahora);
  return hace ? `Publicada ${hace}` : `Publicada el ${formatFecha(iso)}`;
}

const diaDelMes = alUsar(() => new Intl.DateTimeFormat('es-CL', { day: 'numeric', timeZone: ZONA_CHILE }));
const mesCorto = alUsar(() => new Intl.DateTimeFormat('es-CL', { month: 'short', timeZone: ZONA_CHILE }));

/** The day and short month in Chile ("12", "dic"): a date as a calendar leaf. */
export function diaYMesEnChile(iso: string): { dia: string; mes: string } {
  const fecha = new Date(iso);
  const reloj = relojDeChile(fecha);
  if (reloj) return { dia: String(reloj.getUTCDate()), mes: mesCortoEsCL(reloj) };
  return { dia: diaDelMes().format(fecha), mes: mesCorto().format(fecha).replace('.', '') };
}
