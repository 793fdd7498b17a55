import fc from 'fast-check';
import { desfaseChileMs, enteroEsCL, fechaUtcEsCL, horaUtcEsCL, mesCortoEsCL, pesosEsCL } from './sin-icu';

// Node's Intl (full ICU and tzdata) is the reference each Intl-free function must match.
const numero = new Intl.NumberFormat('es-CL');
const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

describe('es-CL numbers without Intl', () => {
  it('writes every whole number as Intl does, dots from four digits on', () => {
    for (const valor of [0, -0, 7, 999, 1000, 1234, 99_999, 1_234_567, -5, -1234, Number.MAX_SAFE_INTEGER]) expect(enteroEsCL(valor)).toBe(numero.format(valor));
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (valor) => enteroEsCL(valor) === numero.format(valor)));
  });

  it('leaves fractions and numbers past safe integers to Intl', () => {
    expect(enteroEsCL(0.5)).toBeNull();
    expect(enteroEsCL(2 ** 60)).toBeNull();
    expect(enteroEsCL(Number.NaN)).toBeNull();
  });

  it('writes pesos as Intl does, rounding halves away from zero', () => {
    for (const monto of [660_000, 999, 0, -5000, 1234.5, -1234.5, 1234.49]) expect(pesosEsCL(monto)).toBe(pesos.format(monto));
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (monto) => pesosEsCL(monto) === pesos.format(monto)));
  });
});

describe('dates without Intl', () => {
  const larga = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const conDia = new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('names every day of 2020-2032 as Intl does, with and without its weekday', () => {
    for (let dia = Date.UTC(2020, 0, 1); dia < Date.UTC(2033, 0, 1); dia += 86_400_000) {
      const fecha = new Date(dia);
      expect(fechaUtcEsCL(fecha)).toBe(larga.format(fecha));
      expect(fechaUtcEsCL(fecha, { conDia: true })).toBe(conDia.format(fecha));
    }
  });

  it('writes short months and 24-hour times as Intl does', () => {
    const mes = new Intl.DateTimeFormat('es-CL', { month: 'short', timeZone: 'UTC' });
    const hora = new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    for (let minuto = Date.UTC(2026, 0, 1); minuto < Date.UTC(2027, 0, 1); minuto += 7 * 60_000 * 61) {
      const fecha = new Date(minuto);
      expect(mesCortoEsCL(fecha)).toBe(mes.format(fecha).replace('.', ''));
      expect(horaUtcEsCL(fecha)).toBe(hora.format(fecha));
    }
  });

  it("gives Santiago's local hour at every hour of 2023-2032 as tzdata does", () => {
    const santiago = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    const distintas: string[] = [];
    for (let hora = Date.UTC(2023, 0, 1); hora < Date.UTC(2033, 0, 1); hora += 3_600_000) {
      const local = new Date(hora + desfaseChileMs(hora)!).toISOString().slice(0, 13).replace('T', ', ');
      const esperada = santiago.format(hora);
      if (local !== esperada) distintas.push(`${new Date(hora).toISOString()}: ${local} ≠ ${esperada}`);
    }
    expect(distintas).toEqual([]);
  });

  it('has no rule before 2023, whose changes differ', () => {
    expect(desfaseChileMs(Date.UTC(2022, 8, 5))).toBeNull();
  });
});
