import { diffInUtcDays, formatFecha, formatMoney, formatNumber } from './index';
import { formatRut } from './rut';

describe('es-CL formatters', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });

  it('formats pesos without decimals', () => {
    expect(formatMoney(1250000, 'Peso')).toMatch(/^\$\s?1\.250\.000$/);
  });

  it('keeps an unknown currency name after the amount', () => {
    expect(formatMoney(900, 'Bitcoin')).toBe('900 Bitcoin');
  });

  it('writes dates in Spanish from ISO dates without shifting the day', () => {
    expect(formatFecha('2026-03-01')).toBe('1 de marzo de 2026');
  });

  it('counts whole UTC days', () => {
    expect(diffInUtcDays(new Date('2026-11-20T23:59:00Z'), new Date('2026-11-22T00:01:00Z'))).toBe(2);
  });
});

describe('RUN formatting', () => {
  it('dot-groups the body and adds the dash before the check character', () => {
    expect(formatRut('111111111')).toBe('11.111.111-1');
    expect(formatRut('12.345.678-k')).toBe('12.345.678-k');
  });

  it('strips leading zeros', () => {
    expect(formatRut('0076543210')).toBe('7.654.321-0');
  });

  it('leaves one character or none as typed', () => {
    expect(formatRut('5')).toBe('5');
    expect(formatRut('')).toBe('');
  });
});
