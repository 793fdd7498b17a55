/** es-CL formatters (SPEC.md section 1: numbers es-CL). The RUN's are in rut.ts, @portal/shared/rut, for the apps that use them. */

import { alUsar } from './al-usar';
import { enteroEsCL, pesosEsCL } from './sin-icu';

const LOCALE = 'es-CL';
const numberFormat = alUsar(() => new Intl.NumberFormat(LOCALE));
/** One currency formatter per currency: a results page formats fifteen salaries. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Whole numbers without Intl (sin-icu.ts): counts are in every first view. */
export function formatNumber(value: number): string {
  return enteroEsCL(value) ?? numberFormat().format(value);
}

const CURRENCY_CODES: Record<string, string> = { peso: 'CLP', pesos: 'CLP', clp: 'CLP', uf: 'CLF', dolar: 'USD', usd: 'USD' };

/** "$1.200.000" for pesos; other currencies by their ISO code; unknown names fall back to the number. */
export function formatMoney(amount: number, nombreMoneda = 'Peso'): string {
  const key = nombreMoneda.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
  const currency = CURRENCY_CODES[key];
  if (!currency) return `${formatNumber(amount)} ${nombreMoneda}`;
  if (currency === 'CLP') {
    const pesos = pesosEsCL(amount);
    if (pesos !== null) return pesos;
  }
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: currency === 'CLF' ? 2 : 0 });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

export { diaEnChile, diaYMesEnChile, diffInUtcDays, fechaHoraEnChile, fechaPublicada, formatFecha, formatFechaConDia, haceCuanto, ZONA_CHILE } from './fecha';
export { regionCorta } from './region';
export { slugify } from './slug';
