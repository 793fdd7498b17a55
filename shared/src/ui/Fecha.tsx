import { formatFecha } from '@portal/shared/format';

/**
 * «25 de noviembre de 2026» as a <time> that carries the date itself: assistive technology and machines read the
 * date, and the visual regression suite knows it changes from day to day (e2e/test/support/capturas.ts).
 */
export function Fecha({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatFecha(iso)}</time>;
}
