// The seed dates its offers and news from the day in Chile it runs, the calendar the pages speak in
// («hoy», «ayer», «Nueva»): the same labels whatever the hour of the run.
import { fechaBase } from '../src/db/seed/ofertas';

const dia = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the day the seed dates from', () => {
  const fijada = process.env.SEMILLA_FECHA;
  beforeEach(() => delete process.env.SEMILLA_FECHA);
  afterAll(() => {
    if (fijada === undefined) delete process.env.SEMILLA_FECHA;
    else process.env.SEMILLA_FECHA = fijada;
  });

  it("is Chile's day in Chile's evening, when the UTC day is already the next one", () => {
    expect(dia(fechaBase(new Date('2026-11-27T01:30:00Z')))).toBe('2026-11-26');
  });

  it('is the same day in the morning and in the evening', () => {
    expect(dia(fechaBase(new Date('2026-11-26T11:00:00Z')))).toBe('2026-11-26');
  });

  it('is the day SEMILLA_FECHA pins, and a clear error when it is not a date', () => {
    process.env.SEMILLA_FECHA = '2026-03-02';
    expect(dia(fechaBase(new Date('2026-11-27T01:30:00Z')))).toBe('2026-03-02');
    process.env.SEMILLA_FECHA = '2-3-2026x';
    expect(() => fechaBase()).toThrow('SEMILLA_FECHA=2-3-2026x: escribe la fecha como AAAA-MM-DD.');
  });
});
