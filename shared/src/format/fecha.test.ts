import { diaYMesEnChile, fechaPublicada, formatFecha, formatFechaConDia, haceCuanto } from './index';

// 24 November 2026, 10:00 in Santiago (UTC-3 in summer time).
const AHORA = new Date('2026-11-24T13:00:00Z');

describe('haceCuanto', () => {
  it.each([
    ['2026-11-24', 'hoy'],
    ['2026-11-23', 'ayer'],
    ['2026-11-22', 'hace 2 días'],
    ['2026-11-18', 'hace 6 días'],
    ['2026-11-17', 'hace 1 semana'],
    ['2026-11-11', 'hace 1 semana'],
    ['2026-11-10', 'hace 2 semanas'],
    ['2026-10-27', 'hace 4 semanas'],
  ])('says %s was %s', (iso, texto) => {
    expect(haceCuanto(iso, AHORA)).toBe(texto);
  });

  it('gives no words from 30 days on, for dates later than tomorrow and for unreadable dates', () => {
    expect(haceCuanto('2026-10-25', AHORA)).toBeNull();
    expect(haceCuanto('2026-11-26', AHORA)).toBeNull();
    expect(haceCuanto('pronto', AHORA)).toBeNull();
  });

  it('counts days of Chile, not of UTC: 22:30 in Santiago is still that day there', () => {
    const nocheEnSantiago = new Date('2026-11-25T01:30:00Z'); // 24 November, 22:30 in Santiago
    expect(haceCuanto('2026-11-24', nocheEnSantiago)).toBe('hoy');
    expect(haceCuanto('2026-11-24T12:00:00Z', nocheEnSantiago)).toBe('hoy');
    expect(haceCuanto('2026-11-23T02:00:00Z', nocheEnSantiago)).toBe('hace 2 días'); // 22 November, 23:00 in Santiago
  });

  it("calls a UTC day already begun while Chile's evening goes on today", () => {
    const tarde = new Date('2026-11-24T23:30:00Z'); // 24 November, 20:30 in Santiago
    expect(haceCuanto('2026-11-25', tarde)).toBe('hoy');
  });
});

describe('fechaPublicada', () => {
  it('reads as a job site says it, and gives the date itself for older offers', () => {
    expect(fechaPublicada('2026-11-21', AHORA)).toBe('Publicada hace 3 días');
    expect(fechaPublicada('2026-11-24', AHORA)).toBe('Publicada hoy');
    expect(fechaPublicada('2026-09-02', AHORA)).toBe(`Publicada el ${formatFecha('2026-09-02')}`);
    expect(formatFecha('2026-09-02')).toBe('2 de septiembre de 2026');
  });
});

describe('formatFechaConDia', () => {
  it('names the weekday of the calendar day, as es-CL writes it', () => {
    expect(formatFechaConDia('2026-11-24')).toBe('martes, 24 de noviembre de 2026');
  });
});

describe('diaYMesEnChile', () => {
  it("gives the day and short month of Chile's calendar, not UTC's: 00:30 on 13 December in Santiago is still the 13th", () => {
    expect(diaYMesEnChile('2026-12-13T03:30:00.000Z')).toEqual({ dia: '13', mes: 'dic' });
    expect(diaYMesEnChile('2026-09-01T02:00:00.000Z')).toEqual({ dia: '31', mes: 'ago' });
  });
});
