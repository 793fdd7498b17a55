// es-CL numbers, dates and Chile's calendar day without Intl, for what a first view renders. A page's first Intl
// call starts ICU: 20-40 ms on this machine, four times that on a slow phone, and the cards' dates, counts and
// salaries made that call while the page hydrated, inside its longest task (issue 23, Lighthouse's TBT).
// Each function here is checked against Intl in sin-icu.test.ts; what they do not cover still goes to Intl.

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** Intl's es-CL short months, without their dot. */
const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const HORA_MS = 3_600_000;
const DIA_MS = 24 * HORA_MS;

/** "1.234.567": a whole number as es-CL writes it (dots every three digits, from four digits on); null past safe integers. */
export function enteroEsCL(valor: number): string | null {
  if (!Number.isSafeInteger(valor)) return null;
  const cifras = String(Math.abs(valor)).replace(/\B(?=(\d{3})+$)/g, '.');
  // Intl writes a negative zero (a rounded -0.3) with its sign too.
  return valor < 0 || Object.is(valor, -0) ? `-${cifras}` : cifras;
}

/** "$660.000", "$-5.000": pesos as Intl's es-CL currency format writes them, rounded half away from zero. */
export function pesosEsCL(monto: number): string | null {
  const entero = enteroEsCL(Math.sign(monto) * Math.round(Math.abs(monto)));
  return entero === null ? null : `$${entero}`;
}

/** "22 de noviembre de 2026" (with the weekday first, "martes, 22 de…") of a date's UTC calendar day. */
export function fechaUtcEsCL(fecha: Date, { conDia = false } = {}): string {
  const texto = `${String(fecha.getUTCDate())} de ${MESES[fecha.getUTCMonth()]!} de ${String(fecha.getUTCFullYear())}`;
  return conDia ? `${DIAS[fecha.getUTCDay()]!}, ${texto}` : texto;
}

/** "dic": the short month of a date's UTC calendar day. */
export const mesCortoEsCL = (fecha: Date) => MESES_CORTOS[fecha.getUTCMonth()]!;

/** "09:05": a date's UTC time on a 24-hour clock. */
export const horaUtcEsCL = (fecha: Date) => fecha.toISOString().slice(11, 16);

/** The first Sunday on or after day `dia` of month `mes` (0-11) of `anio`, at `horaUtc` o'clock UTC. */
function domingoDesde(anio: number, mes: number, dia: number, horaUtc: number): number {
  const desde = Date.UTC(anio, mes, dia, horaUtc);
  return desde + ((7 - new Date(desde).getUTCDay()) % 7) * DIA_MS;
}

/**
 * America/Santiago's offset from UTC at an instant (ms), by tzdata's rules for continental Chile since 2023:
 * UTC−3 but from the first Sunday on or after 2 April (03:00 UTC) to the first Sunday on or after 2 September
 * (04:00 UTC), UTC−4. Null before 2023, whose rules differ. A change of the law fails sin-icu.test.ts, which
 * checks every hour of 2023-2032 against the tzdata of the Node that runs it.
 */
export function desfaseChileMs(instante: number): number | null {
  const anio = new Date(instante).getUTCFullYear();
  if (!(anio >= 2023)) return null;
  const invierno = instante >= domingoDesde(anio, 3, 2, 3) && instante < domingoDesde(anio, 8, 2, 4);
  return (invierno ? -4 : -3) * HORA_MS;
}
