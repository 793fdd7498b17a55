import { estadoFeria } from '@portal/shared/state';

const ventana = { fechaInicio: '2031-01-01T00:00:00Z', fechaTermino: '2031-01-31T23:59:59Z', preRegistroHabilitado: true };

describe('fair state by date', () => {
  it.each([
    ['2030-12-31T23:59:59.999Z', 'POR_ABRIR'],
    ['2031-01-01T00:00:00Z', 'ABIERTA'],
    ['2031-01-15T12:00:00Z', 'ABIERTA'],
    ['2031-01-31T23:59:59Z', 'ABIERTA'],
    ['2031-02-01T00:00:00Z', 'TERMINADA'],
  ])('on %s the fair is %s', (fecha, estado) => {
    expect(estadoFeria(ventana, new Date(fecha))).toBe(estado);
  });
});
