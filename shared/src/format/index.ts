/** es-CL formatters (SPEC.md section 1: numbers es-CL, RUN formatting). */

const LOCALE = 'es-CL';
const numberFormat = new Intl.NumberFormat(LOCALE);
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const CURRENCY_CODES: Record<string, string> = { peso: 'CLP', pesos: 'CLP', clp: 'CLP', uf: 'CLF', dolar: 'USD', usd: 'USD' };

/** "$1.200.000" for pesos; other currencies by their ISO code; unknown names fall back to the number. */
export function formatMoney(amount: number, nombreMoneda = 'Peso'): string {
  const key = nombreMoneda.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
  const currency = CURRENCY_CODES[key];
  if (!currency) return `${formatNumber(amount)} ${nombreMoneda}`;
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: currency === 'CLF' ? 2 : 0 }).format(amount);
}

/** "22 de noviembre de 2026" from an ISO date or date-time (calendar day in UTC). */
export function formatFecha(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const MS_PER_DAY = 86_400_000;

/** Whole UTC days from `from` to `to` (SPEC.md section 4). */
export function diffInUtcDays(from: Date, to: Date): number {
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.round((day(to) - day(from)) / MS_PER_DAY);
}

export { slugify } from './slug';
export { aplicarNumero, digitoVerificador, formatRut, normalizarRut, rutValido } from './rut';
